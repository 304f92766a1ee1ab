import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ICONS } from './icons';

const LINKS = [
  { key: 'search', to: '/IndexEn/search', icon: ICONS.search },
  { key: 'topNew', to: '/IndexEn/topNew', icon: ICONS.spark },
  { key: 'entrance', to: '/IndexEn/entrance', icon: ICONS.grid },
] as const;

/** The three child pages of the English home, as the landing's "start here" strip. */
export function ExploreLinks() {
  const { t } = useTranslation('home');
  return (
    <ul className="home-explore">
      {LINKS.map((link) => (
        <li key={link.key}>
          <Link to={link.to} className="home-explore__card" data-testid={`explore-${link.key}`}>
            <span className="home-explore__icon">{link.icon}</span>
            <span className="home-explore__text">
              <span className="home-explore__title">{t(`${link.key}.title`)}</span>
              <span className="home-explore__desc">{t(`${link.key}.teaser`)}</span>
            </span>
            <span className="home-explore__arrow">{ICONS.arrow}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
