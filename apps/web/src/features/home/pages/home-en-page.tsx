import { useTranslation } from 'react-i18next';
import { DictGrid } from '../components/dict-grid';
import { EntranceGrid } from '../components/entrance-grid';
import { ExploreLinks } from '../components/explore-links';
import { FairHero } from '../components/fair-hero';
import { FeaturedExhibitors } from '../components/featured-exhibitors';
import { HomeNews } from '../components/home-news';
import { HomeSection } from '../components/home-section';
import { exhibitorListPath } from '../lib/entrances';
import '../home.css';

/**
 * The English site's home (/IndexEn): the same facts as the Chinese home, laid out as the
 * English landing, with its three child pages up front. Text follows the stored language.
 */
export default function HomeEnPage() {
  const { t } = useTranslation('home');
  return (
    <div className="home">
      <FairHero site="en" />
      <div className="page home-body">
        <HomeSection id="home-explore" title={t('explore.title')}>
          <ExploreLinks />
        </HomeSection>
        <HomeSection
          id="home-entrances"
          title={t('entrances.title')}
          more={{ to: '/IndexEn/entrance', label: t('entrances.all') }}
        >
          <EntranceGrid site="en" />
        </HomeSection>
        <HomeNews />
        <FeaturedExhibitors site="en" />
        <HomeSection
          id="home-areas"
          title={t('areas.title')}
          intro={t('areas.intro')}
          more={{ to: exhibitorListPath('en'), label: t('areas.all') }}
        >
          <DictGrid
            type="exhibitionArea"
            testId="areas"
            linkTo={(area) => exhibitorListPath('en', { area: area.code })}
          />
        </HomeSection>
        <HomeSection id="home-halls" title={t('halls.title')} intro={t('halls.intro')}>
          <DictGrid type="hall" testId="halls" placeholders={12} />
        </HomeSection>
      </div>
    </div>
  );
}
