import { SURVEY_IDS } from '@cidpex/contracts';
import { Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { useSession } from '../../../lib/session/session-store';
import { useSurvey } from '../api/invoices';
import { errorText } from '../components/api-error';
import { SignInFirst } from '../components/sign-in-first';
import { SurveyForm } from '../components/survey-form';
import '../seminars.css';

const SURVEY = SURVEY_IDS.seminar;

/**
 * /seminar/survey?request=…: the seminar survey (20041722) for a completed registration, with
 * single choice, multiple choice and free-text questions; answered once, then shown.
 */
export default function SeminarSurveyPage() {
  const { t } = useTranslation('seminars');
  const { t: tc } = useTranslation();
  const { user } = useSession();
  const [search] = useSearchParams();
  const id = Number(search.get('request'));
  const requestId = Number.isInteger(id) && id > 0 ? id : null;
  const survey = useSurvey(SURVEY, user ? requestId : null);

  let body: React.ReactNode;
  if (!user) body = <SignInFirst />;
  else if (requestId === null)
    body = (
      <Result
        status="info"
        title={t('survey.noRequest')}
        extra={<ButtonLink to="/seminarRegistr">{t('info.myRegistrations')}</ButtonLink>}
      />
    );
  else if (survey.isPending) body = <Skeleton active />;
  else if (survey.isError)
    body = (
      <Result
        status="warning"
        title={errorText(survey.error, tc('errors.fallback'))}
        extra={<ButtonLink to="/seminarRegistr">{t('info.myRegistrations')}</ButtonLink>}
      />
    );
  else
    body = (
      <>
        <p className="seminars__intro">{t('survey.intro')}</p>
        <SurveyForm
          data={survey.data}
          surveyId={SURVEY}
          requestId={requestId}
          onAlreadyAnswered={() => void survey.refetch()}
        />
      </>
    );

  return (
    <div className="page seminars">
      <h1>{t('survey.title')}</h1>
      <Card variant="borderless" className="seminars__card">
        {body}
      </Card>
    </div>
  );
}
