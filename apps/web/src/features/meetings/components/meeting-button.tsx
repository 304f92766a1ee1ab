import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMeetingPaths } from './meeting-paths';

/**
 * "Request a meeting" on an exhibitor's page: the invitation form for that exhibitor (a free slot
 * at its booth or a meeting point). The form's route asks an anonymous visitor to sign in first
 * and comes back here. A light control (components/controls.css): the exhibitor page is drawn
 * without antd.
 */
export function MeetingButton({ enterpriseId }: { enterpriseId: number }) {
  const { t } = useTranslation('meetings');
  const paths = useMeetingPaths();
  return (
    <Link className="btn" to={`${paths.meet}?enterpriseId=${enterpriseId}`} data-testid="meeting-request">
      {t('requestButton')}
    </Link>
  );
}
