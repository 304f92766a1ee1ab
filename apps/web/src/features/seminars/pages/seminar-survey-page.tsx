import { SURVEY_IDS, SURVEY_LIMITS, type SurveyAnswers, type SurveyQuestion } from '@cidpex/contracts';
import type { FormRule } from 'antd';
import { Alert, Button, Card, Checkbox, Form, Input, Radio, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLang } from '../../../app/lang';
import { ButtonLink } from '../../../components/button-link';
import { useSession } from '../../../lib/session/session-store';
import { useAnswerSurvey, useSurvey } from '../api/invoices';
import { errorText } from '../components/api-error';
import { SignInFirst } from '../components/sign-in-first';
import '../seminars.css';

const SURVEY = SURVEY_IDS.seminar;

/**
 * /seminar/survey?request=…: the seminar survey (20041722) for a completed registration, with
 * single choice, multiple choice and free-text questions; answering again replaces the answers.
 */
export default function SeminarSurveyPage() {
  const { t } = useTranslation('seminars');
  const { t: tc } = useTranslation();
  const { user } = useSession();
  const lang = useLang();
  const [search] = useSearchParams();
  const id = Number(search.get('request'));
  const requestId = Number.isInteger(id) && id > 0 ? id : null;
  const survey = useSurvey(SURVEY, user ? requestId : null);
  const answer = useAnswerSurvey(SURVEY, requestId ?? 0);
  const [form] = Form.useForm<SurveyAnswers>();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const rulesOf = (q: SurveyQuestion): FormRule[] => {
    if (q.kind === 'single') return q.required ? [{ required: true, message: t('survey.chooseOne') }] : [];
    if (q.kind === 'multiple') {
      const rules: FormRule[] = [];
      if (q.required) rules.push({ required: true, type: 'array', min: 1, message: t('survey.chooseSome') });
      if (q.maxChoices !== null)
        rules.push({
          type: 'array',
          max: q.maxChoices,
          message: t('survey.chooseAtMost', { max: q.maxChoices }),
        });
      return rules;
    }
    return [
      ...(q.required
        ? [{ required: true, whitespace: true, message: tc('form.required', { label: q.text[lang] }) }]
        : []),
      { max: SURVEY_LIMITS.textMax, message: t('survey.textMax', { max: SURVEY_LIMITS.textMax }) },
    ];
  };

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
  else {
    const data = survey.data;
    const answeredAt = data.answeredAt
      ? new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(data.answeredAt),
        )
      : null;
    const onFinish = (values: SurveyAnswers) => {
      setError(null);
      setSaved(false);
      const answers: SurveyAnswers = {};
      for (const q of data.survey.questions) {
        const v = values[q.code];
        if (v === undefined || v === null) continue;
        if (typeof v === 'string' && !v.trim()) continue;
        if (Array.isArray(v) && v.length === 0) continue;
        answers[q.code] = typeof v === 'string' ? v.trim() : v;
      }
      answer.mutate(answers, {
        onSuccess: () => setSaved(true),
        onError: (err) => setError(errorText(err, tc('errors.fallback'))),
      });
    };
    body = (
      <>
        <p className="seminars__intro">{t('survey.intro')}</p>
        {saved && <Alert type="success" showIcon title={t('survey.thanks')} style={{ marginBottom: 16 }} />}
        {!saved && answeredAt && <p>{t('survey.answeredAt', { time: answeredAt })}</p>}
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Form<SurveyAnswers>
          form={form}
          layout="vertical"
          initialValues={data.answers ?? {}}
          onFinish={onFinish}
          onValuesChange={() => setSaved(false)}
        >
          {data.survey.questions.map((q) => (
            <Form.Item
              key={q.code}
              name={q.code}
              label={
                <span>
                  {q.text[lang]}
                  {!q.required && <span className="seminars__optional"> {t('survey.optional')}</span>}
                </span>
              }
              required={q.required}
              rules={rulesOf(q)}
            >
              {q.kind === 'single' ? (
                <Radio.Group
                  options={q.options.map((o) => ({ value: o.code, label: o.text[lang] }))}
                  className="seminars__choices"
                />
              ) : q.kind === 'multiple' ? (
                <Checkbox.Group
                  options={q.options.map((o) => ({ value: o.code, label: o.text[lang] }))}
                  className="seminars__choices"
                />
              ) : (
                <Input.TextArea rows={3} maxLength={SURVEY_LIMITS.textMax} showCount />
              )}
            </Form.Item>
          ))}
          <Button type="primary" htmlType="submit" size="large" loading={answer.isPending}>
            {data.answers ? t('survey.update') : t('survey.submit')}
          </Button>
        </Form>
      </>
    );
  }

  return (
    <div className="page seminars">
      <h1>{t('survey.title')}</h1>
      <Card variant="borderless" className="seminars__card">
        {body}
      </Card>
    </div>
  );
}
