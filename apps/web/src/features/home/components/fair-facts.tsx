import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/i18n';
import { useCurrentFair } from '../../../lib/session/current-fair';
import { fairDatesText } from '../lib/fair-text';
import { ICONS } from './icons';

/** Dates, hours and venue of the current fair, as the config call answers them. */
export function FairFacts({ className = 'home-facts' }: { className?: string }) {
  const { t: th } = useTranslation('home');
  const lang = useLang();
  const { data: fair } = useCurrentFair();
  const rows = [
    {
      key: 'dates',
      icon: ICONS.calendar,
      label: th('facts.dates'),
      value: fair ? fairDatesText(fair, lang) : null,
    },
    {
      key: 'hours',
      icon: ICONS.clock,
      label: th('facts.hours'),
      value: fair ? th('facts.hoursValue', { open: fair.openTime, close: fair.closeTime }) : null,
    },
    {
      key: 'venue',
      icon: ICONS.place,
      label: th('facts.venue'),
      value: fair ? `${fair.venue} · ${fair.city}` : null,
    },
  ];
  return (
    <dl className={className} aria-busy={!fair}>
      {rows.map((row) => (
        <div key={row.key} className="home-facts__row" data-testid={`fact-${row.key}`}>
          <dt className="home-facts__term">
            <span className="home-facts__icon">{row.icon}</span>
            {row.label}
          </dt>
          <dd>{row.value ?? <span className="home-skeleton" aria-hidden="true" />}</dd>
        </div>
      ))}
    </dl>
  );
}
