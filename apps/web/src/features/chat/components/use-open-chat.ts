import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLang } from '../../../lib/i18n';
import { useSession } from '../../../lib/session/session-store';
import { useFeedback } from '../../../lib/use-feedback';
import { enterpriseContact } from '../api';

/**
 * What a "Chat" button does, whichever look it has: opens the chat window on a conversation with
 * the enterprise (its administrator answers) or the person; anonymous users sign in first.
 */
export function useOpenChat({ enterpriseId, imUserId }: { enterpriseId?: number; imUserId?: string }) {
  const { t } = useTranslation('chat');
  const lang = useLang();
  const navigate = useNavigate();
  const { user } = useSession();
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  const chatPath = lang === 'en' ? '/userCenterEn/chatEn' : '/user/UserCenter/chat';

  async function open() {
    if (!user) {
      const back = `${window.location.pathname}${window.location.search}`;
      navigate(`${lang === 'en' ? '/loginEn' : '/user/Login'}?redirect=${encodeURIComponent(back)}`);
      return;
    }
    setBusy(true);
    try {
      const to = imUserId ?? (enterpriseId ? (await enterpriseContact(enterpriseId)).userID : null);
      if (!to) return;
      if (to === `u${user.id}`) {
        message.info(t('pick'));
        navigate(chatPath);
        return;
      }
      navigate(`${chatPath}?to=${encodeURIComponent(to)}`);
    } catch {
      // The http client has shown the error.
    } finally {
      setBusy(false);
    }
  }

  return { open, busy };
}
