import { SURVEY_IDS } from '@cidpex/contracts';
import { Button, Result, Skeleton, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link';
import { useSession } from '../../../lib/session/session-store';
import { errorText, SurveyForm, useSurvey } from '../../seminars';
import { useMyRegistration } from '../api/get-my-registration';
import { SignInFirst } from '../components/sign-in-first';

import '../visitors.css';

const SURVEY = SURVEY_IDS.visitor;

/**
 * /visitor/survey: the visitor survey (200417) for your pre-registration of the fair, with
 * single choice, multiple choice and free-text questions; answered once, then shown.
 */
export default function VisitorSurveyPage() {
  const { t } = useTranslation('visitors');
  const { t: tc } = useTranslation();
  const { user } = useSession();
  const mine = useMyRegistration();
  const registrationId = mine.data?.id ?? null;
  const survey = useSurvey(SURVEY, user ? registrationId : null);
  const retry = (
    <Button
      onClick={() => void (mine.isError ? mine.refetch() : survey.refetch())}
      loading={mine.isFetching || survey.isFetching}
    >
      {t('retry')}
    </Button>
  );

  let body: ReactNode;
  if (!user) body = <SignInFirst />;
  else if (mine.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (mine.isError)
    body = <Result status="warning" title={t('loadFailed')} subTitle={mine.error.message} extra={retry} />;
  else if (registrationId === null)
    body = (
      <Result
        status="info"
        title={t('survey.none')}
        extra={
          <ButtonLink type="primary" to="/visitor/visitorRegister">
            {t('accomplish.start')}
          </ButtonLink>
        }
      />
    );
  else if (survey.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (survey.isError)
    body = (
      <Result
        status="warning"
        title={errorText(survey.error, tc('errors.fallback'))}
        extra={
          <Space wrap>
            {retry}
            <ButtonLink to="/visitor/visitorAccomplish">{t('survey.back')}</ButtonLink>
          </Space>
        }
      />
    );
  else
    body = (
      <>
        <p className="visitor-page__intro">{t('survey.intro')}</p>
        <SurveyForm
          data={survey.data}
          surveyId={SURVEY}
          requestId={registrationId}
          onAlreadyAnswered={() => void survey.refetch()}
        />
        {survey.data.answers && (
          <ButtonLink to="/visitor/visitorAccomplish" style={{ marginTop: 16 }}>
            {t('survey.back')}
          </ButtonLink>
        )}
      </>
    );

  return (
    <div className="visitor-page">
      <h1>{t('survey.title')}</h1>
      {body}
    </div>
  );
}
