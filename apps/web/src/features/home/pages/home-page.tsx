import { useTranslation } from 'react-i18next';
import { DictGrid } from '../components/dict-grid';
import { EntranceGrid } from '../components/entrance-grid';
import { FairHero } from '../components/fair-hero';
import { FeaturedExhibitors } from '../components/featured-exhibitors';
import { HomeNews } from '../components/home-news';
import { HomeSection } from '../components/home-section';
import { exhibitorListPath } from '../lib/entrances';
import '../home.css';

/** The Chinese site's home (/home, /index): the fair at a glance and where to go next. */
export default function HomePage() {
  const { t } = useTranslation('home');
  return (
    <div className="home">
      <FairHero site="zh" />
      <div className="page home-body">
        <HomeSection id="home-entrances" title={t('entrances.title')}>
          <EntranceGrid site="zh" />
        </HomeSection>
        <HomeNews />
        <FeaturedExhibitors site="zh" />
        <HomeSection
          id="home-areas"
          title={t('areas.title')}
          intro={t('areas.intro')}
          more={{ to: exhibitorListPath('zh'), label: t('areas.all') }}
        >
          <DictGrid
            type="exhibitionArea"
            testId="areas"
            linkTo={(area) => exhibitorListPath('zh', { area: area.code })}
          />
        </HomeSection>
        <HomeSection id="home-halls" title={t('halls.title')} intro={t('halls.intro')}>
          <DictGrid type="hall" testId="halls" placeholders={12} />
        </HomeSection>
      </div>
    </div>
  );
}
