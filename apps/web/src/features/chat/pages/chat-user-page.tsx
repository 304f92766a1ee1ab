import { useTranslation } from 'react-i18next';
import { UserCenterFrame } from '../../../components/frames/user-center-frame';
import { ChatWindow } from '../components/chat-window';

/** The chat window in the user center (/userCenterEn/chatEn, /user/UserCenter/chat). */
export default function ChatUserPage() {
  const { t } = useTranslation('chat');
  return (
    <UserCenterFrame active="chat" title={t('title')}>
      <ChatWindow />
    </UserCenterFrame>
  );
}
