import { useTranslation } from 'react-i18next';
import { UserCenterFrame } from '../../../components/frames/user-center-frame';
import { CollectedPosts } from '../../purposes';
import { FollowsList } from '../components/follows-list';

/**
 * /user/UserCenter/MyCollection (and /userCenterEn/productsEn): the products I saved, and in a
 * tab the enterprises I follow — the same follows as focusEnterpriseEn, products first — and the
 * board's posts I collected (features/purposes).
 */
export default function MyCollectionPage() {
  const { t } = useTranslation('follows');
  return (
    <UserCenterFrame active="myCollection" title={t('collection.title')}>
      <FollowsList
        first="product"
        extraTab={{ key: 'purpose', label: t('tabs.purpose'), content: <CollectedPosts /> }}
      />
    </UserCenterFrame>
  );
}
