import { useTranslation } from 'react-i18next';
import { UserCenterFrame } from '../../../components/frames/user-center-frame';
import { MyPostsList } from '../components/my-posts-list';

/** /user/UserCenter/MyPosts and /userCenterEn/post: the user's posts in every state. */
export default function MyPostsPage() {
  const { t } = useTranslation('purposes');
  return (
    <UserCenterFrame active="myPosts" title={t('mine.title')}>
      <MyPostsList />
    </UserCenterFrame>
  );
}
