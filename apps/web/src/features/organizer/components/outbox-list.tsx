import type { OutboxRow } from '@cidpex/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format';
import { useLang } from '../../../lib/i18n';
import { CopyCode, OutboxBody } from './outbox-message';

function ChannelTag({ channel }: { channel: OutboxRow['channel'] }) {
  const { t } = useTranslation('organizer');
  return (
    <Tag color={channel === 'sms' ? 'orange' : 'cyan'} className="org-tag">
      {t(`outbox.channel.${channel}`)}
    </Tag>
  );
}

const STATUS_COLOR = { pending: 'blue', retrying: 'gold', failed: 'red', sent: 'green' } as const;

/** Where a message stands when it has not simply left: queued, being retried, or failed for good. */
function DeliveryState({ row }: { row: OutboxRow }) {
  const { t } = useTranslation('organizer');
  if (row.status === 'sent' && row.attempts <= 1) return null;
  return (
    <p className="org-msg__state" data-testid="outbox-status">
      <Tag color={STATUS_COLOR[row.status]} className="org-tag">
        {t(`outbox.status.${row.status}`)}
      </Tag>
      {row.attempts > 0 && <span className="org-muted">{t('outbox.attempts', { count: row.attempts })}</span>}
      {row.lastError && row.status !== 'sent' && (
        <span className="org-msg__error">
          {t('outbox.lastError')}: {row.lastError}
        </span>
      )}
    </p>
  );
}

/** On a phone: one card per message, the code easy to read at arm's length. */
export function OutboxCards({ rows }: { rows: OutboxRow[] }) {
  const { t } = useTranslation('organizer');
  const lang = useLang();
  return (
    <ul className="org-msgs" data-testid="outbox-rows">
      {rows.map((row) => (
        <li key={row.id} className="org-msg" data-testid="outbox-row">
          <div className="org-msg__top">
            <ChannelTag channel={row.channel} />
            <time dateTime={row.createdAt} className="org-muted">
              {formatDateTime(row.createdAt, lang)}
            </time>
          </div>
          <p className="org-msg__recipient">
            <span className="org-visually-hidden">{t('outbox.recipient')}: </span>
            {row.recipient}
          </p>
          {row.subject && <p className="org-msg__subject">{row.subject}</p>}
          <OutboxBody body={row.body} />
          <DeliveryState row={row} />
          <div className="org-msg__actions">
            <CopyCode body={row.body} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** On a desktop: a plain table (no antd Table: the console stays light). */
export function OutboxTable({ rows }: { rows: OutboxRow[] }) {
  const { t } = useTranslation('organizer');
  const lang = useLang();
  return (
    <div className="org-table-wrap">
      <table className="org-table" data-testid="outbox-rows">
        <caption className="org-visually-hidden">{t('outbox.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('outbox.time')}</th>
            <th scope="col">{t('outbox.channelLabel')}</th>
            <th scope="col">{t('outbox.recipient')}</th>
            <th scope="col">{t('outbox.message')}</th>
            <th scope="col">
              <span className="org-visually-hidden">{t('outbox.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid="outbox-row">
              <td className="org-nowrap">
                <time dateTime={row.createdAt}>{formatDateTime(row.createdAt, lang)}</time>
              </td>
              <td>
                <ChannelTag channel={row.channel} />
              </td>
              <td className="org-table__recipient">{row.recipient}</td>
              <td>
                {row.subject && <p className="org-msg__subject">{row.subject}</p>}
                <OutboxBody body={row.body} />
                <DeliveryState row={row} />
              </td>
              <td>
                <CopyCode body={row.body} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
