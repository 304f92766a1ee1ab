import { useTranslation } from 'react-i18next';
import { CenterFrame } from '../../enterprises';
import { ChatWindow } from '../components/chat-window';

/** The chat window in the enterprise center (/myEnterprise/sceneChat): staff answer buyers here. */
export default function ChatEnterprisePage() {
  const { t } = useTranslation('chat');
  return (
    <CenterFrame active="sceneChat" title={t('title')}>
      {() => <ChatWindow />}
    </CenterFrame>
  );
}
