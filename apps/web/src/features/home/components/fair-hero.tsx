import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../../lib/i18n';
import { useCurrentFair } from '../../../lib/session/current-fair';
import { entrancePath, type Site } from '../lib/entrances';
import { ordinal } from '../lib/ordinal';
import { FairCountdown } from './fair-countdown';
import { FairFacts } from './fair-facts';

/**
 * Above the fold: the fair's edition, name, dates, hours and venue, the two calls to action
 * and the countdown. The English site shows its short brand first, as its landing does.
 */
export function FairHero({ site, now }: { site: Site; now?: Date }) {
  const { t } = useTranslation();
  const { t: th } = useTranslation('home');
  const lang = useLang();
  const { data: fair } = useCurrentFair();
  return (
    <section className={`home-hero home-hero--${site}`} aria-labelledby="home-title">
      <div className="home-hero__inner">
        <div className="home-hero__main">
          <p className="home-hero__edition">
            {fair && (
              <span>
                {th('hero.edition', {
                  edition: ordinal(fair.edition, lang),
                  year: fair.startDate.slice(0, 4),
                })}
              </span>
            )}
            {site === 'en' && <span>{t('fair.shortName')}</span>}
          </p>
          <h1 id="home-title" className="home-hero__title">
            {/* The catalog's name of the fair until the configured one comes: the same words for
                this edition, so the title does not jump (Lighthouse CLS, bench/lighthouse). */}
            {fair?.name ?? t('fair.name')}
          </h1>
          <p className="home-hero__tagline">{th('hero.tagline')}</p>
          <FairFacts />
          <div className="home-hero__cta">
            <Link to={entrancePath('visitor', site)} className="home-btn home-btn--accent">
              {th('hero.register')}
            </Link>
            <Link to={entrancePath('exhibitors', site)} className="home-btn home-btn--ghost">
              {th('hero.exhibitors')}
            </Link>
          </div>
        </div>
        <FairCountdown now={now} />
      </div>
    </section>
  );
}
