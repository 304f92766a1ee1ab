import { EN_REGISTER_STEPS } from '@cidpex/contracts';
import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { readEnDraft, readEnNextDraft } from '../components/en-draft';
import { RegistrationFrame } from '../components/registration-frame';
import { VisitorForm } from '../components/visitor-form';

/** /en/next: Buyer Pre-Registration, page 2 of 2 (company and business), then submitted. */
export default function EnNextPage() {
  const { t } = useTranslation('visitors');
  const draft = readEnDraft();
  if (!draft) return <Navigate to="/en/register" replace />;
  return (
    <RegistrationFrame title={t('en.title')}>
      {(existing) => (
        <>
          <Steps
            size="small"
            current={1}
            items={[{ title: t('en.step1') }, { title: t('en.step2') }]}
            style={{ marginBottom: 24 }}
          />
          <p>
            <Link to="/en/register">{t('en.back')}</Link>
          </p>
          <VisitorForm
            kind="overseas"
            existing={existing}
            english
            only={EN_REGISTER_STEPS.next}
            extraValues={draft}
            saved={readEnNextDraft()}
          />
        </>
      )}
    </RegistrationFrame>
  );
}
