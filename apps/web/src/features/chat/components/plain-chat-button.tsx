import { useTranslation } from 'react-i18next';
import { useOpenChat } from './use-open-chat';
import '../../../components/controls.css';

/**
 * The "Chat" button drawn without antd (a light control, components/controls.css), for the pages
 * whose first load carries no antd: the exhibitor and product pages (issue 22).
 */
export function PlainChatButton({ enterpriseId, imUserId }: { enterpriseId?: number; imUserId?: string }) {
  const { t } = useTranslation('chat');
  const { open, busy } = useOpenChat({ enterpriseId, imUserId });
  return (
    <button
      type="button"
      className="btn btn--primary"
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={() => void open()}
      data-testid="chat-button"
    >
      {t('button')}
    </button>
  );
}
