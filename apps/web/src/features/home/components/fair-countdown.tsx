import { type FairEdition, isRegistrationOpen } from '@cidpex/contracts';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/i18n';
import { dateTimeFormat } from '../../../lib/intl-cache';
import { useCurrentFair } from '../../../lib/session/current-fair';
import { fairPhase, zonedInstant } from '../lib/fair-phase';
import { fairDatesText, fairMomentText } from '../lib/fair-text';
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

/** What the countdown says about visitor pre-registration before the fair opens. */
function RegistrationNote({ fair, now }: { fair: FairEdition; now: Date }) {
  const { t } = useTranslation('home');
  const lang = useLang();
  if (isRegistrationOpen(fair, now)) {
    return <p className="home-countdown__note">{t('countdown.registrationNowOpen')}</p>;
  }
  if (fair.registrationOpensAt && now < new Date(fair.registrationOpensAt)) {
    return (
      <p className="home-countdown__note">
        {t('countdown.registrationOpensOn', { date: fairMomentText(fair.registrationOpensAt, fair, lang) })}
      </p>
    );
  }
  return null;
}

function CountdownBody({ fair, now }: { fair: FairEdition; now: Date }) {
  const { t } = useTranslation('home');
  const lang = useLang();
  const phase = fairPhase(now, fair);
  const hours = t('facts.hoursValue', { open: fair.openTime, close: fair.closeTime });
  if (phase.state === 'before') {
    const openingDay = dateTimeFormat(intlLocale(lang), {
      dateStyle: 'long',
      timeZone: fair.timeZone,
    }).format(zonedInstant(fair.startDate, fair.openTime, fair.timeZone));
    return (
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
          {t('countdown.opensOn', { date: openingDay, time: fair.openTime })}
        </p>
        <RegistrationNote fair={fair} now={now} />
      </>
    );
  }
  if (phase.state === 'during') {
    const status = phase.open
      ? t('countdown.openNow')
      : phase.opensLater
        ? t('countdown.opensToday', { time: fair.openTime })
        : t('countdown.closedToday', { time: fair.openTime });
    return (
      <>
        <p className="home-countdown__label">
          <span className={phase.open ? 'home-countdown__dot' : undefined} aria-hidden="true" />
          {status}
        </p>
        <p className="home-countdown__big">
          {t('countdown.dayOf', { day: phase.day, total: phase.totalDays })}
        </p>
        <p className="home-countdown__note">{hours}</p>
      </>
    );
  }
  const where = `${fairDatesText(fair, lang)} · ${fair.venue}`;
  // The fair days are over but pre-registration goes on (issue 23 item 15): say so, not "ended".
  if (isRegistrationOpen(fair, now)) {
    return (
      <>
        <p className="home-countdown__label">{t('countdown.registrationLabel')}</p>
        <p className="home-countdown__big">
          {t('countdown.registrationOpen', { edition: ordinal(fair.edition, lang) })}
        </p>
        <p className="home-countdown__note">{where}</p>
        <p className="home-countdown__note">
          {fair.registrationClosesAt
            ? t('countdown.registrationCloses', {
                date: fairMomentText(fair.registrationClosesAt, fair, lang),
              })
            : t('countdown.registrationUntilClosed')}
        </p>
      </>
    );
  }
  return (
    <>
      <p className="home-countdown__label">{t('countdown.afterLabel')}</p>
      <p className="home-countdown__big">{t('countdown.after', { edition: ordinal(fair.edition, lang) })}</p>
      <p className="home-countdown__note">{where}</p>
      <p className="home-countdown__note">{t('countdown.thanks')}</p>
    </>
  );
}

/** The state the countdown box shows, for tests and styles. */
function stateOf(fair: FairEdition, now: Date): string {
  const phase = fairPhase(now, fair);
  return phase.state === 'after' && isRegistrationOpen(fair, now) ? 'registration' : phase.state;
}

/**
 * Where the current fair stands, on the fair's clock: time to opening, the day of the fair
 * while it runs, pre-registration still open after the fair days, or that it has ended.
 */
export function FairCountdown({ now: fixedNow }: { now?: Date }) {
  const { t } = useTranslation('home');
  const ticking = useNow();
  const now = fixedNow ?? ticking;
  const { data: fair } = useCurrentFair();
  return (
    <section
      className="home-countdown"
      aria-label={t('countdown.title')}
      aria-busy={!fair}
      data-testid="fair-countdown"
      data-state={fair ? stateOf(fair, now) : 'loading'}
    >
      {fair ? (
        <CountdownBody fair={fair} now={now} />
      ) : (
        <p className="home-countdown__label">{t('countdown.loading')}</p>
      )}
    </section>
  );
}
