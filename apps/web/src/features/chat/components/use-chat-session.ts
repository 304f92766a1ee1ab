import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-store';
import { type ChatStartOptions, startChat, stopChat } from '../chat-store';

/** Starts chat for the signed-in user (once per session token) and stops it on sign-out. */
export function useChatSession(): ChatStartOptions | null {
  const { token } = useSession();
  const { t } = useTranslation('chat');
  const options = token ? { token, attachmentLabel: t('tag.TIMFileElem') } : null;
  useEffect(() => {
    if (token) void startChat({ token, attachmentLabel: '' });
    else stopChat();
  }, [token]);
  return options;
}
