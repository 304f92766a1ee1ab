import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link';
import { useMeetingPaths } from './meeting-parts';

/**
 * "Request a meeting" on an exhibitor's page: the invitation form for that exhibitor (a free slot
 * at its booth or a meeting point). The form's route asks an anonymous visitor to sign in first
 * and comes back here.
 */
export function MeetingButton({ enterpriseId }: { enterpriseId: number }) {
  const { t } = useTranslation('meetings');
  const paths = useMeetingPaths();
  return (
    <ButtonLink to={`${paths.meet}?enterpriseId=${enterpriseId}`} data-testid="meeting-request">
      {t('requestButton')}
    </ButtonLink>
  );
}
