import { useTranslation } from 'react-i18next';
import { RegistrationFrame } from '../components/registration-frame';
import { VisitorForm } from '../components/visitor-form';

/** /oversea/register: the overseas buyer pre-registration (passport instead of the ID card). */
export default function OverseaRegisterPage() {
  const { t } = useTranslation('visitors');
  return (
    <RegistrationFrame title={t('oversea.title')} intro={t('register.intro')}>
      {(existing) => <VisitorForm kind="overseas" existing={existing} />}
    </RegistrationFrame>
  );
}
