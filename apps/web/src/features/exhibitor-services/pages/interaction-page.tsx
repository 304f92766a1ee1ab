import { INTERACTION_KINDS, type InteractionItem } from '@cidpex/contracts';
import { List, Segmented, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryResult } from '../../../components/query-result';
import { formatDateTime } from '../../../lib/date-format';
import { useLang } from '../../../lib/i18n';
import { readOption, useUrlParams } from '../../../lib/url-params';
import { useInteractions } from '../api/booth-binding';
import '../exhibitor-services.css';
import { UserText, userSlot, WithUserText } from '../../../components/user-text';

const TABS = ['all', ...INTERACTION_KINDS] as const;

/** The catalog of a kind's states: a meeting's or a chat application's, in words. */
const STATE_KEYS: Partial<Record<InteractionItem['kind'], string>> = {
  meeting: 'meetings:state',
  chat: 'purposes:chatStatus',
};

/** Where an interaction is answered. */
function linkOf(item: InteractionItem): string | null {
  switch (item.kind) {
    case 'collect':
      return item.refId ? `/product/detail?id=${item.refId}` : null;
    case 'card':
      return '/user/UserCenter/cardHolder';
    case 'meeting':
      return '/myEnterprise/inviList';
    case 'chat':
      return '/myEnterprise/chatAppl';
    default:
      return null;
  }
}

/** /exhibitor/exhibitorsInteraction: follows, collected products, card exchanges, meeting requests and chat applications, newest first. */
export default function InteractionPage() {
  const { t } = useTranslation(['exextras', 'meetings', 'purposes']);
  const lang = useLang();
  const [params, update] = useUrlParams();
  const tab = readOption(params.get('kind'), TABS, 'all');
  const query = useInteractions(tab === 'all' ? undefined : tab);
  return (
    <div className="exsvc-page">
      <h1>{t('interaction.title')}</h1>
      <p>{t('interaction.intro')}</p>
      <div style={{ maxWidth: '100%', overflowX: 'auto', marginBottom: 12 }}>
        <Segmented
          value={tab}
          onChange={(next) => update({ kind: next === 'all' ? null : next })}
          options={TABS.map((k) => ({
            value: k,
            label: k === 'all' ? t('interaction.all') : t(`interaction.kinds.${k}`),
          }))}
        />
      </div>
      <QueryResult
        query={query}
        isEmpty={(d) => d.items.length === 0}
        empty={t('interaction.empty')}
        errorTitle={t('interaction.loadError')}
        retryText={t('interaction.retry')}
      >
        {(data) => (
          <List
            dataSource={data.items}
            renderItem={(item, i) => {
              const to = linkOf(item);
              return (
                <List.Item key={`${item.kind}-${item.userId}-${i}`} data-testid={`interaction-${item.kind}`}>
                  <Space orientation="vertical" size={0} style={{ minWidth: 0 }}>
                    <Space wrap size={4}>
                      <Tag>{t(`interaction.kinds.${item.kind}`)}</Tag>
                      <Typography.Text strong>
                        <UserText fallback="—">{item.name}</UserText>
                      </Typography.Text>
                    </Space>
                    <Typography.Text>
                      {item.kind === 'follow' ? (
                        t('interaction.follow')
                      ) : (
                        <WithUserText
                          text={t(`interaction.${item.kind}`, { subject: userSlot('subject') })}
                          values={{ subject: item.subject }}
                        />
                      )}
                      {item.state && STATE_KEYS[item.kind] && (
                        <Tag style={{ marginInlineStart: 8 }}>
                          {t(`${STATE_KEYS[item.kind]}.${item.state}`)}
                        </Tag>
                      )}
                    </Typography.Text>
                    <Typography.Text type="secondary">{formatDateTime(item.at, lang)}</Typography.Text>
                  </Space>
                  {to && <Link to={to}>{t('interaction.open')}</Link>}
                </List.Item>
              );
            }}
          />
        )}
      </QueryResult>
    </div>
  );
}
