import { useTranslation } from 'react-i18next';
import { RegistrationFrame } from '../components/registration-frame';
import { usePreloadVisitorForm, VisitorFormIsland } from '../components/visitor-form-island';

/** /visitor/visitorRegister: the domestic buyer pre-registration. */
export default function VisitorRegisterPage() {
  const { t } = useTranslation('visitors');
  usePreloadVisitorForm();
  return (
    <RegistrationFrame title={t('register.title')} intro={t('register.intro')}>
      {(existing) => <VisitorFormIsland kind="domestic" existing={existing} />}
    </RegistrationFrame>
  );
}
