import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/i18n';
import { useSession } from '../../../lib/session/session-store';
import { type ChatStartOptions, startChat, stopChat } from '../chat-store';

/** Starts chat for the signed-in user (once per session token and language) and stops it on sign-out. */
export function useChatSession(): ChatStartOptions | null {
  const { token } = useSession();
  const lang = useLang();
  const { t } = useTranslation('chat');
  const options = token ? { token, lang, attachmentLabel: t('tag.TIMFileElem') } : null;
  // A language switch signs in again: names (a contact's enterprise) come in the new language.
  useEffect(() => {
    if (token) void startChat({ token, lang, attachmentLabel: '' });
    else stopChat();
  }, [token, lang]);
  return options;
}
