import { App, Button, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLang } from '../../../lib/i18n';
import { useSession } from '../../../lib/session/session-store';
import { enterpriseContact } from '../api';

export interface ChatButtonProps {
  /** Chat with this enterprise (its administrator answers)… */
  enterpriseId?: number;
  /** …or with this person. */
  imUserId?: string;
  size?: ButtonProps['size'];
  type?: ButtonProps['type'];
  block?: boolean;
}

/**
 * "Chat" where a buyer meets an exhibitor (exhibitor page, product, booth, business card):
 * opens the chat window on a conversation with them; anonymous users go to sign in first.
 */
export function ChatButton({ enterpriseId, imUserId, size, type = 'primary', block }: ChatButtonProps) {
  const { t } = useTranslation('chat');
  const lang = useLang();
  const navigate = useNavigate();
  const { user } = useSession();
  const { message } = App.useApp();
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

  return (
    <Button
      type={type}
      size={size}
      block={block}
      loading={busy}
      onClick={() => void open()}
      data-testid="chat-button"
    >
      {t('button')}
    </Button>
  );
}
