import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link';
import { UserCenterFrame } from '../../../components/frames/user-center-frame';

/**
 * /user/UserCenter/MyPosts: the user's supply-and-demand posts. The server has no posts
 * (purposes) calls yet — they come with the exchange platform — so the page says so
 * honestly instead of showing a list (docs/decisions.md).
 */
export default function MyPostsPage() {
  const { t } = useTranslation('users');
  return (
    <UserCenterFrame active="myPosts" title={t('posts.title')}>
      <Empty description={t('posts.empty')}>
        <ButtonLink type="primary" to="/exhibitorList">
          {t('posts.browse')}
        </ButtonLink>
      </Empty>
    </UserCenterFrame>
  );
}
