import { SURVEY_IDS, type SurveyStats } from '@cidpex/contracts';
import { Card, Empty, Segmented, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHead } from '../../../components/console/page-head';
import { QueryError } from '../../../components/console/query-error';
import { UserText } from '../../../components/user-text';
import { useLang } from '../../../lib/i18n';
import { useSurveyStats } from '../api/invoices';
import '../../../components/console/console.css';
import '../seminars.css';

type Which = keyof typeof SURVEY_IDS;

/**
 * /organizer/surveys[?survey=visitor]: the answers to the seminar survey (20041722) or the
 * visitor survey (200417): a bar per option with its count and share of those who answered
 * the question, and the latest written answers.
 */
export default function SurveyStatsPage() {
  const { t } = useTranslation('seminars');
  const [search, setSearch] = useSearchParams();
  const which: Which = search.get('survey') === 'visitor' ? 'visitor' : 'seminar';
  const stats = useSurveyStats(SURVEY_IDS[which]);

  return (
    <div>
      <PageHead
        title={t('surveyStats.title')}
        intro={t('surveyStats.intro')}
        actions={
          <Segmented<Which>
            aria-label={t('surveyStats.which')}
            value={which}
            onChange={(value) => setSearch(value === 'seminar' ? {} : { survey: value })}
            options={[
              { value: 'seminar', label: t('surveyStats.seminar') },
              { value: 'visitor', label: t('surveyStats.visitor') },
            ]}
          />
        }
      />
      {stats.isPending ? (
        <Skeleton active />
      ) : stats.isError ? (
        <QueryError error={stats.error} onRetry={() => stats.refetch()} retrying={stats.isFetching} />
      ) : (
        <StatsView stats={stats.data} />
      )}
    </div>
  );
}

function StatsView({ stats }: { stats: SurveyStats }) {
  const { t } = useTranslation('seminars');
  const lang = useLang();
  return (
    <div className="survey-stats">
      <p className="survey-stats__total">{t('surveyStats.responses', { count: stats.responses })}</p>
      {stats.responses === 0 && <Empty description={t('surveyStats.empty')} />}
      {stats.survey.questions.map((question) => {
        const result = stats.questions.find((q) => q.code === question.code);
        const answered = result?.answered ?? 0;
        const most = Math.max(1, ...(result?.options ?? []).map((o) => o.count));
        return (
          <Card key={question.code} size="small" className="survey-stats__question">
            <h2>{question.text[lang]}</h2>
            <p className="survey-stats__answered">{t('surveyStats.answered', { count: answered })}</p>
            {question.kind === 'text' ? (
              (result?.latestTexts.length ?? 0) > 0 ? (
                <>
                  <h3>{t('surveyStats.latest')}</h3>
                  <ul className="survey-stats__texts">
                    {result?.latestTexts.map((text, i) => (
                      // the same text may come twice: the position keeps the keys apart
                      // biome-ignore lint/suspicious/noArrayIndexKey: a list of plain texts, never reordered
                      <li key={i}>
                        <UserText>{text}</UserText>
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <p>{t('surveyStats.noTexts')}</p>
              )
            ) : (
              <ul className="survey-stats__bars">
                {question.options.map((option) => {
                  const count = result?.options.find((o) => o.code === option.code)?.count ?? 0;
                  const percent = answered > 0 ? Math.round((count / answered) * 100) : 0;
                  const label = t('surveyStats.bar', { option: option.text[lang], count, percent });
                  return (
                    <li key={option.code} className="survey-stats__row">
                      <span className="survey-stats__label">{option.text[lang]}</span>
                      <span className="survey-stats__track" role="img" aria-label={label}>
                        <span className="survey-stats__bar" style={{ width: `${(count / most) * 100}%` }} />
                      </span>
                      <span className="survey-stats__count">
                        {count} · {percent}%
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
          </Card>
        );
      })}
    </div>
  );
}
