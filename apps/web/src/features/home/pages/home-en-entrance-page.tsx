import { useTranslation } from 'react-i18next';
import { EntranceGrid } from '../components/entrance-grid';
import { FairFacts } from '../components/fair-facts';
import { ICONS } from '../components/icons';
import { SubPageHeader } from '../components/sub-page-header';
import '../home.css';

/** /IndexEn/entrance: every entrance of the English site in one grid, with the fair's facts. */
export default function HomeEnEntrancePage() {
  const { t } = useTranslation('home');
  return (
    <div className="home">
      <SubPageHeader title={t('entrance.title')} intro={t('entrance.intro')} icon={ICONS.grid} />
      <div className="page home-body">
        <EntranceGrid site="en" />
        <aside className="home-facts-card" aria-label={t('facts.title')}>
          <FairFacts className="home-facts home-facts--light" />
        </aside>
      </div>
    </div>
  );
}
