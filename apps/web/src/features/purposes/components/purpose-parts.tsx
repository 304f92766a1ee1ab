import type { ApplyChatState, PurposeState } from '@cidpex/contracts';
import { Tag } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { UserText } from '../../../components/user-text';
import { dateTimeFormat } from '../../../lib/intl-cache';

/** Whether the page is on the English site (its links stay there). */
export function useEnglishSite(): boolean {
  const { pathname } = useLocation();
  const p = pathname.toLowerCase();
  return p.startsWith('/en/') || p.startsWith('/usercenteren');
}

/** Typed paths of the board's pages on the site the reader is on. */
export function usePurposePaths() {
  const en = useEnglishSite();
  const base = en ? '/en/inter' : '/inter';
  return {
    english: en,
    board: `${base}/SupplyPlatform`,
    detail: (id: number) => `${base}/detail?id=${id}`,
    publish: `${base}/publish`,
    edit: (id: number) => `${base}/publish?id=${id}`,
    mine: en ? '/userCenterEn/post' : '/user/UserCenter/MyPosts',
  };
}

const STATE_COLORS: Record<PurposeState, string> = {
  Pending: 'gold',
  Passed: 'green',
  Reject: 'red',
  Canceled: 'default',
};

export function PurposeStatus({ status }: { status: PurposeState }) {
  const { t } = useTranslation('purposes');
  return <Tag color={STATE_COLORS[status]}>{t(`status.${status}`)}</Tag>;
}

const CHAT_COLORS: Record<ApplyChatState, string> = {
  Pending: 'gold',
  'Applied Reject': 'red',
  Accepted: 'green',
};

export function ApplyChatStatus({ status }: { status: ApplyChatState }) {
  const { t } = useTranslation('purposes');
  return <Tag color={CHAT_COLORS[status]}>{t(`chatStatus.${status}`)}</Tag>;
}

const LINK = /(https?:\/\/[^\s<>"'，。）)]+)/g;

/**
 * Text a person wrote, shown as text (never as HTML): line breaks kept, and web addresses
 * made into safe links (http and https only, opened apart, no referrer, not followed).
 */
export function SafeText({ text }: { text: string }) {
  // Each part keyed by where it starts in the text: stable, and unique within it.
  let offset = 0;
  const parts = text.split(LINK).map((part, i) => {
    const at = offset;
    offset += part.length;
    return { part, at, link: i % 2 === 1 };
  });
  return (
    <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {parts.map(({ part, at, link }) =>
        link ? (
          <a key={`a${at}`} href={part} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part}
          </a>
        ) : (
          <Fragment key={`t${at}`}>
            <UserText>{part}</UserText>
          </Fragment>
        ),
      )}
    </span>
  );
}

/** A date and time in the fair's time zone, in the reader's language. */
export function useFormatTime() {
  const { i18n } = useTranslation();
  const format = dateTimeFormat(i18n.language === 'en' ? 'en-GB' : i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Shanghai',
  });
  return (iso: string | null) => (iso ? format.format(new Date(iso)) : '');
}
