import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ENTRANCE_KEYS, entrancePath, type Site } from '../lib/entrances';
import { ICONS } from './icons';

/** The entrances a visitor looks for, as big touch targets; the site decides where they lead. */
export function EntranceGrid({ site }: { site: Site }) {
  const { t } = useTranslation('home');
  return (
    <ul className="home-entrances">
      {ENTRANCE_KEYS.map((key) => (
        <li key={key}>
          <Link
            to={entrancePath(key, site)}
            className={`home-entrance${key === 'visitor' ? ' home-entrance--accent' : ''}`}
            data-testid={`entrance-${key}`}
          >
            <span className="home-entrance__icon">{ICONS[key]}</span>
            <span className="home-entrance__title">{t(`entrances.${key}.title`)}</span>
            <span className="home-entrance__desc">{t(`entrances.${key}.desc`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
