import { useTranslation } from 'react-i18next';
import { UserCenterFrame } from '../../../components/frames/user-center-frame';
import { FollowsList } from '../components/follows-list';

/** /userCenterEn/focusEnterpriseEn: the enterprises I follow (and, in a tab, the products I saved). */
export default function FocusEnterprisePage() {
  const { t } = useTranslation('follows');
  return (
    <UserCenterFrame active="focusEnterprise" title={t('title')}>
      <FollowsList first="enterprise" />
    </UserCenterFrame>
  );
}
