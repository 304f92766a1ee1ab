import { Button, Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link';
import { useLang } from '../../../lib/i18n';
import { useSeminar } from '../api/seminars';
import { errorText } from '../components/api-error';
import { SeminarSummary } from '../components/seminar-summary';
import '../seminars.css';

/** /seminar/infoPresent: what the seminar is, when and where, seats left and prices, then its programme and speakers. */
export default function SeminarInfoPage() {
  const { t } = useTranslation('seminars');
  const { t: tc } = useTranslation();
  const lang = useLang();
  const seminar = useSeminar();
  if (seminar.isPending)
    return (
      <div className="page seminars">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  if (seminar.isError)
    return (
      <div className="page seminars">
        <Result
          status="warning"
          title={errorText(seminar.error, tc('errors.fallback'))}
          extra={<Button onClick={() => void seminar.refetch()}>{tc('errors.retry')}</Button>}
        />
      </div>
    );
  const s = seminar.data;
  return (
    <div className="page seminars">
      <h1>{s.title[lang]}</h1>
      <Card variant="borderless" className="seminars__card">
        <h2>{t('info.about')}</h2>
        <p className="seminars__intro">{s.intro[lang]}</p>
        <SeminarSummary seminar={s} />
        <p>{t('info.waitingRule', { hours: s.offerHours })}</p>
        <div className="seminars__pay">
          {s.open && (
            <ButtonLink type="primary" size="large" to="/seminar/seminarRegistration">
              {s.seatsLeft > 0 ? t('info.register') : t('info.joinWaiting')}
            </ButtonLink>
          )}
          <ButtonLink size="large" to="/seminarRegistr">
            {t('info.myRegistrations')}
          </ButtonLink>
        </div>
      </Card>
      {s.agenda.length > 0 && (
        <Card variant="borderless" className="seminars__card seminars__agenda-card">
          <h2>{t('info.agenda')}</h2>
          <ol className="seminars__agenda" data-testid="seminar-agenda">
            {s.agenda.map((item) => (
              <li key={`${item.start}-${item.topic.en}`} className="seminars__talk">
                <span className="seminars__talk-time">
                  <time>{item.start}</time>–<time>{item.end}</time>
                </span>
                <span className="seminars__talk-body">
                  <strong>{item.topic[lang]}</strong>
                  {item.speaker && (
                    <span className="seminars__talk-speaker">
                      {t('info.speaker', { name: item.speaker[lang] })}
                      {item.affiliation && <span>{` · ${item.affiliation[lang]}`}</span>}
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ol>
          <p className="seminars__agenda-note">{t('info.agendaTimes')}</p>
        </Card>
      )}
    </div>
  );
}
