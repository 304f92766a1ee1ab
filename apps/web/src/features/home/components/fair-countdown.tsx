import { FAIR } from '@cidpex/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/i18n';
import { fairPhase, zonedInstant } from '../lib/fair-phase';
import { intlLocale, ordinal } from '../lib/ordinal';
import { useNow } from '../lib/use-now';

function Unit({ value, label }: { value: number; label: string }) {
  return (
    <span className="home-countdown__unit">
      <strong>{value}</strong>
      <span>{label}</span>
    </span>
  );
}

/**
 * Where the fair stands, on the fair's clock (Asia/Shanghai): time to opening, the day of
 * the fair while it runs, or that it has ended with its dates.
 */
export function FairCountdown({ now: fixedNow }: { now?: Date }) {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  const ticking = useNow();
  const lang = useLang();
  const phase = fairPhase(fixedNow ?? ticking);
  const openingDay = new Intl.DateTimeFormat(intlLocale(lang), {
    dateStyle: 'long',
    timeZone: FAIR.timeZone,
  }).format(zonedInstant(FAIR.startDate, FAIR.openTime, FAIR.timeZone));

  let body: ReactNode;
  if (phase.state === 'before') {
    body = (
      <>
        <p className="home-countdown__label">{t('countdown.before')}</p>
        <p className="home-countdown__units">
          <Unit value={phase.days} label={t('countdown.days', { count: phase.days })} />
          <Unit value={phase.hours} label={t('countdown.hours', { count: phase.hours })} />
          {phase.days === 0 && (
            <Unit value={phase.minutes} label={t('countdown.minutes', { count: phase.minutes })} />
          )}
        </p>
        <p className="home-countdown__note">
          {t('countdown.opensOn', { date: openingDay, time: FAIR.openTime })}
        </p>
      </>
    );
  } else if (phase.state === 'during') {
    const status = phase.open
      ? t('countdown.openNow')
      : phase.opensLater
        ? t('countdown.opensToday', { time: FAIR.openTime })
        : t('countdown.closedToday', { time: FAIR.openTime });
    body = (
      <>
        <p className="home-countdown__label">
          <span className={phase.open ? 'home-countdown__dot' : undefined} aria-hidden="true" />
          {status}
        </p>
        <p className="home-countdown__big">
          {t('countdown.dayOf', { day: phase.day, total: phase.totalDays })}
        </p>
        <p className="home-countdown__note">{tc('fair.hours')}</p>
      </>
    );
  } else {
    body = (
      <>
        <p className="home-countdown__label">{t('countdown.afterLabel')}</p>
        <p className="home-countdown__big">
          {t('countdown.after', { edition: ordinal(FAIR.edition, lang) })}
        </p>
        <p className="home-countdown__note">
          {tc('fair.dates')} · {tc('fair.venue')}
        </p>
        <p className="home-countdown__note">{t('countdown.thanks')}</p>
      </>
    );
  }

  return (
    <section
      className="home-countdown"
      aria-label={t('countdown.title')}
      data-testid="fair-countdown"
      data-state={phase.state}
    >
      {body}
    </section>
  );
}
