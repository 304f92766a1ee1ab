import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserCenterFrame } from '../../../components/frames/user-center-frame';
import { useCurrentUser } from '../api/get-user';
import { AvatarSection } from '../components/avatar-section';
import { EmailSection } from '../components/email-section';
import { LanguageSection } from '../components/language-section';
import { maskMobile } from '../components/mask';
import { ProfileSection } from '../components/profile-section';
import { UserLoadState } from '../components/user-loading';

/**
 * /user/UserCenter/UserInfo and /userCenterEn/userInfo: photo, name, job, company, mobile
 * (changed on /userCenter/bindMobile), email (bound here with a code) and notice language.
 */
export default function UserInfoPage() {
  const { t } = useTranslation('users');
  const query = useCurrentUser();
  const user = query.data;
  return (
    <UserCenterFrame active="userInfo" title={t('info.title')}>
      {!user ? (
        <UserLoadState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <AvatarSection user={user} />
          <ProfileSection user={user} />
          <section aria-labelledby="mobile-heading" style={{ marginBottom: 32 }}>
            <h2 id="mobile-heading" style={{ fontSize: 18, margin: '0 0 12px' }}>
              {t('fields.mobile')}
            </h2>
            <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
              <span>{user.mobile ? maskMobile(user.mobile) : t('mobile.none')}</span>
              <Link to="/userCenter/bindMobile">{user.mobile ? t('mobile.change') : t('mobile.bind')}</Link>
            </div>
          </section>
          <EmailSection user={user} />
          <LanguageSection user={user} />
        </>
      )}
    </UserCenterFrame>
  );
}
