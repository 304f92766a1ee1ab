import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserCenterFrame } from '../../../components/frames/user-center-frame';
import { useCurrentUser } from '../api/get-user';
import { EmailSection } from '../components/email-section';
import { maskMobile } from '../components/mask';
import { ProfileSection } from '../components/profile-section';
import { UserLoadState } from '../components/user-loading';

/** /userCenter/accountInfo: profile, email binding and the mobile number of the account. */
export default function AccountInfoPage() {
  const { t } = useTranslation('users');
  const query = useCurrentUser();
  const user = query.data;
  return (
    <UserCenterFrame active="accountInfo" title={t('account.title')}>
      {!user ? (
        <UserLoadState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <ProfileSection user={user} />
          <EmailSection user={user} />
          <section aria-labelledby="mobile-heading">
            <h2 id="mobile-heading" style={{ fontSize: 18, margin: '0 0 12px' }}>
              {t('fields.mobile')}
            </h2>
            <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
              <span>{user.mobile ? maskMobile(user.mobile) : t('mobile.none')}</span>
              <Link to="/userCenter/bindMobile">{user.mobile ? t('mobile.change') : t('mobile.bind')}</Link>
            </div>
          </section>
        </>
      )}
    </UserCenterFrame>
  );
}
