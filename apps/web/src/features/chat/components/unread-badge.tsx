import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { totalUnread, unreadLabel, useChat } from '../chat-store';
import { CallOverlay } from './call-overlay';
import { useChatSession } from './use-chat-session';
import './chat.css';

const PREFIX = /^\(\d+\+?\) /;

function useFocused() {
  const [focused, setFocused] = useState(() => typeof document !== 'undefined' && document.hasFocus());
  useEffect(() => {
    const on = () => setFocused(true);
    const off = () => setFocused(false);
    window.addEventListener('focus', on);
    window.addEventListener('blur', off);
    return () => {
      window.removeEventListener('focus', on);
      window.removeEventListener('blur', off);
    };
  }, []);
  return focused;
}

/**
 * The header's chat link with the unread count on every page, and the page title prefixed
 * with it, capped at 99+ (spec §4); the current conversation does not count while the
 * window has focus. Renders nothing when signed out.
 */
export function ChatUnreadBadge({ english }: { english: boolean }) {
  const { t } = useTranslation('chat');
  const session = useChatSession();
  const state = useChat();
  const focused = useFocused();
  const { pathname } = useLocation();
  const count = totalUnread(state, focused);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new route sets its own title, which gets the prefix again.
  useEffect(() => {
    // After the route's own title is set.
    const id = setTimeout(() => {
      const base = document.title.replace(PREFIX, '');
      document.title = count > 0 ? `(${unreadLabel(count)}) ${base}` : base;
    }, 0);
    return () => clearTimeout(id);
  }, [count, pathname]);

  if (!session) return null;
  return (
    <>
      <CallOverlay />
      <Link
        to={english ? '/userCenterEn/chatEn' : '/user/UserCenter/chat'}
        className="chat-badge"
        aria-label={count > 0 ? t('unreadBadge', { count }) : t('title')}
        data-testid="chat-unread"
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M4 5h16v11H9l-5 4V5z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        {count > 0 && <span className="chat-badge__count">{unreadLabel(count)}</span>}
      </Link>
    </>
  );
}
