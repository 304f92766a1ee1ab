import { useTranslation } from 'react-i18next';
import { ICONS } from './icons';

/** Dates, hours and venue of the fair, from the common catalog (the same everywhere). */
export function FairFacts({ className = 'home-facts' }: { className?: string }) {
  const { t } = useTranslation();
  const { t: th } = useTranslation('home');
  const rows = [
    { key: 'dates', icon: ICONS.calendar, label: th('facts.dates'), value: t('fair.dates') },
    { key: 'hours', icon: ICONS.clock, label: th('facts.hours'), value: t('fair.hours') },
    {
      key: 'venue',
      icon: ICONS.place,
      label: th('facts.venue'),
      value: `${t('fair.venue')} · ${t('fair.city')}`,
    },
  ];
  return (
    <dl className={className}>
      {rows.map((row) => (
        <div key={row.key} className="home-facts__row" data-testid={`fact-${row.key}`}>
          <span className="home-facts__icon">{row.icon}</span>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
