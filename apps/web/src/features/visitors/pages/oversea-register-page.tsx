import { useTranslation } from 'react-i18next';
import { RegistrationFrame } from '../components/registration-frame';
import { usePreloadVisitorForm, VisitorFormIsland } from '../components/visitor-form-island';

/** /oversea/register: the overseas buyer pre-registration (passport instead of the ID card). */
export default function OverseaRegisterPage() {
  const { t } = useTranslation('visitors');
  usePreloadVisitorForm();
  return (
    <RegistrationFrame title={t('oversea.title')} intro={t('register.intro')}>
      {(existing) => <VisitorFormIsland kind="overseas" existing={existing} />}
    </RegistrationFrame>
  );
}
