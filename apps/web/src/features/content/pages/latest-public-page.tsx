import { useTranslation } from 'react-i18next';
import { UserCenterFrame } from '../../../components/frames/user-center-frame';
import { NewsBoard } from './news-list-page';
import '../content.css';

/** /Admin_index/LatestPublic: the fair's latest news inside the user center. */
export default function LatestPublicPage() {
  const { t } = useTranslation('content');
  return (
    <UserCenterFrame active="latestPublic" title={t('latest.title')}>
      <NewsBoard heading={false} />
    </UserCenterFrame>
  );
}
