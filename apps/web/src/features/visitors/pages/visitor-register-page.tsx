import { useTranslation } from 'react-i18next';
import { RegistrationFrame } from '../components/registration-frame';
import { VisitorForm } from '../components/visitor-form';

/** /visitor/visitorRegister: the domestic buyer pre-registration. */
export default function VisitorRegisterPage() {
  const { t } = useTranslation('visitors');
  return (
    <RegistrationFrame title={t('register.title')} intro={t('register.intro')}>
      {(existing) => <VisitorForm kind="domestic" existing={existing} />}
    </RegistrationFrame>
  );
}
