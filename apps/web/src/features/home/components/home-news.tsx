import { useTranslation } from 'react-i18next';
import { LatestNews, NEWS_LIST_PATH } from '../../content';
import { HomeSection } from './home-section';

/** The latest news as a band of either home (/home, /IndexEn), with the link to all news. */
export function HomeNews() {
  const { t } = useTranslation('home');
  return (
    <HomeSection id="home-news" title={t('news.title')} more={{ to: NEWS_LIST_PATH, label: t('news.all') }}>
      <LatestNews bare />
    </HomeSection>
  );
}
