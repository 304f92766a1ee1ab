import { useTranslation } from 'react-i18next';
import { DictGrid } from '../components/dict-grid';
import { HomeSection } from '../components/home-section';
import { ICONS } from '../components/icons';
import { NewProductsCard } from '../components/new-products-card';
import { SubPageHeader } from '../components/sub-page-header';
import { exhibitorListPath } from '../lib/entrances';
import '../home.css';

/** Facts with a public source (fair-facts.md ✅ only): what the fair is and what is on show. */
const HIGHLIGHTS = ['largest', 'report', 'scope', 'fluffPulp', 'venue'] as const;

/** /IndexEn/topNew: the latest highlights: the New Products Pavilion, the fair's facts, its areas. */
export default function HomeEnTopNewPage() {
  const { t } = useTranslation('home');
  return (
    <div className="home">
      <SubPageHeader title={t('topNew.title')} intro={t('topNew.intro')} icon={ICONS.spark} />
      <div className="page home-body">
        <NewProductsCard site="en" />
        <HomeSection id="top-facts" title={t('topNew.factsTitle')}>
          <ul className="home-highlights">
            {HIGHLIGHTS.map((key) => (
              <li key={key} className="home-highlight">
                {t(`topNew.facts.${key}`)}
              </li>
            ))}
          </ul>
        </HomeSection>
        <HomeSection id="top-areas" title={t('areas.title')} intro={t('areas.intro')}>
          <DictGrid
            type="exhibitionArea"
            testId="areas"
            linkTo={(area) => exhibitorListPath('en', { area: area.code })}
          />
        </HomeSection>
      </div>
    </div>
  );
}
