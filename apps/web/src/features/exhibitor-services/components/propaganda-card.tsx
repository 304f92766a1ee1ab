import type { Propaganda, PropagandaState } from '@cidpex/contracts';
import { Alert, Card, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText, userTextLang } from '../../../components/user-text';
import { formatDateTime } from '../../../lib/date-format';
import { useLang } from '../../../lib/i18n';

const COLOR: Record<PropagandaState, string> = {
  draft: 'default',
  submitted: 'processing',
  approved: 'success',
  rejected: 'error',
  changesRequested: 'warning',
  revoked: 'default',
};

/** One publicity item: kind, state, title and text in the caller's language, files, the organizer's note. */
export function PropagandaCard({
  item,
  showEnterprise,
  actions,
}: {
  item: Propaganda;
  showEnterprise?: boolean;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('exextras');
  const lang = useLang();
  const en = lang === 'en';
  const title = (en && item.titleEn) || item.titleZh;
  const body = (en && item.bodyEn) || item.bodyZh;
  return (
    <Card
      size="small"
      style={{ width: '100%' }}
      data-testid={`propaganda-${item.id}`}
      title={
        <Space wrap size={4}>
          <Tag color={COLOR[item.status]} data-testid="propaganda-state">
            {t(`propaganda.states.${item.status}`)}
          </Tag>
          <Tag>{t(`propaganda.kinds.${item.kind}`)}</Tag>
          <span style={{ whiteSpace: 'normal' }}>
            <UserText>{title}</UserText>
          </span>
        </Space>
      }
    >
      {showEnterprise && (
        <Typography.Text strong>
          <UserText>{item.enterpriseName}</UserText>
        </Typography.Text>
      )}
      <Typography.Paragraph
        ellipsis={{ rows: 3, expandable: true }}
        lang={userTextLang(body)}
        style={{ whiteSpace: 'pre-wrap', marginBottom: 8 }}
      >
        {body}
      </Typography.Paragraph>
      {item.files.length > 0 && (
        <Space wrap style={{ marginBottom: 8 }}>
          {item.files.map((f) => (
            <a key={f.id} href={f.url} target="_blank" rel="noreferrer">
              <UserText>{f.name}</UserText>
            </a>
          ))}
        </Space>
      )}
      {item.reason && (item.status === 'rejected' || item.status === 'changesRequested') && (
        <Alert
          type={item.status === 'rejected' ? 'error' : 'warning'}
          showIcon
          title={t('propaganda.reason', { reason: item.reason })}
          style={{ marginBottom: 8 }}
        />
      )}
      <Typography.Text type="secondary" style={{ display: 'block' }}>
        {item.submittedAt && t('propaganda.submittedAt', { at: formatDateTime(item.submittedAt, lang) })}
        {item.decidedAt && ` · ${t('propaganda.decidedAt', { at: formatDateTime(item.decidedAt, lang) })}`}
      </Typography.Text>
      {actions && <div style={{ marginTop: 8 }}>{actions}</div>}
    </Card>
  );
}
