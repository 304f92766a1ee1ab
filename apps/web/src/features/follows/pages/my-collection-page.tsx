import { useTranslation } from 'react-i18next';
import { UserCenterFrame } from '../../../components/frames/user-center-frame';
import { FollowsList } from '../components/follows-list';

/**
 * /user/UserCenter/MyCollection (and /userCenterEn/productsEn): the products I saved, and in a
 * tab the enterprises I follow — the same follows as focusEnterpriseEn, products first.
 */
export default function MyCollectionPage() {
  const { t } = useTranslation('follows');
  return (
    <UserCenterFrame active="myCollection" title={t('collection.title')}>
      <FollowsList first="product" />
    </UserCenterFrame>
  );
}
