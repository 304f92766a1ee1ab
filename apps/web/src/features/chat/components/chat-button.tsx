import { Button, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOpenChat } from './use-open-chat';

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
  const { open, busy } = useOpenChat({ enterpriseId, imUserId });
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
