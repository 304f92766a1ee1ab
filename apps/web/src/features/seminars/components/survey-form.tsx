import {
  ErrorCode,
  SURVEY_LIMITS,
  type SurveyAnswers,
  type SurveyQuestion,
  type SurveyWithAnswers,
} from '@cidpex/contracts';
import type { FormRule } from 'antd';
import { Alert, Button, Checkbox, Descriptions, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../components/user-text';
import { formatFairTime } from '../../../lib/date-format';
import { ApiError } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';
import { useAnswerSurvey } from '../api/invoices';
import { errorText } from './api-error';

/** The answer of one question in words: the option texts, or the text written. */
function answerText(
  q: SurveyQuestion,
  value: string | string[] | undefined,
  lang: ReturnType<typeof useLang>,
) {
  if (value === undefined) return null;
  const label = (code: string) => q.options.find((o) => o.code === code)?.text[lang] ?? code;
  if (Array.isArray(value)) return value.map(label).join(lang === 'en' ? ', ' : '、');
  return q.kind === 'text' ? value : label(value);
}

/**
 * A survey (seminar 20041722 or visitor 200417) for one registration: the questions (single
 * choice, multiple choice, free text) until it is answered, then the answers given. A
 * registration answers once: the server refuses a second answer, and the page then shows
 * what was stored.
 */
export function SurveyForm({
  data,
  surveyId,
  requestId,
  onAlreadyAnswered,
}: {
  data: SurveyWithAnswers;
  surveyId: number;
  requestId: number;
  /** The server says it was answered elsewhere (another tab): reload what is stored. */
  onAlreadyAnswered: () => void;
}) {
  const { t } = useTranslation('seminars');
  const { t: tc } = useTranslation();
  const lang = useLang();
  const answer = useAnswerSurvey(surveyId, requestId);
  const [form] = Form.useForm<SurveyAnswers>();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  if (data.answers) {
    const answers = data.answers;
    const answeredAt = data.answeredAt ? formatFairTime(data.answeredAt, lang) : null;
    return (
      <>
        {saved ? (
          <Alert type="success" showIcon title={t('survey.thanks')} style={{ marginBottom: 16 }} />
        ) : (
          <Alert
            type="info"
            showIcon
            title={t('survey.done')}
            description={answeredAt ? t('survey.answeredAt', { time: answeredAt }) : undefined}
            style={{ marginBottom: 16 }}
          />
        )}
        {error && <Alert type="warning" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Descriptions
          column={1}
          layout="vertical"
          colon={false}
          size="small"
          title={t('survey.yourAnswers')}
          items={data.survey.questions.map((q) => ({
            key: q.code,
            label: q.text[lang],
            children: <UserText>{answerText(q, answers[q.code], lang) ?? t('survey.notAnswered')}</UserText>,
          }))}
        />
      </>
    );
  }

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

  const onFinish = (values: SurveyAnswers) => {
    setError(null);
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
      onError: (err) => {
        setError(errorText(err, tc('errors.fallback')));
        if (err instanceof ApiError && err.code === ErrorCode.SURVEY_ALREADY_ANSWERED) onAlreadyAnswered();
      },
    });
  };

  return (
    <>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<SurveyAnswers> form={form} layout="vertical" onFinish={onFinish}>
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
          {t('survey.submit')}
        </Button>
      </Form>
    </>
  );
}
