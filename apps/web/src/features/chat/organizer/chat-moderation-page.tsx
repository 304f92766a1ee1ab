import type { ChatReport } from '@cidpex/contracts';
import { App, Button, Card, Empty, Input, List, Segmented, Skeleton, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../components/user-text';
import { formatDateTime } from '../../../lib/date-format';
import { useLang } from '../../../lib/i18n';
import { useBannedWords, useCloseReport, useReports, useSaveBannedWords } from '../api';

function BannedWords() {
  const { t } = useTranslation('chat');
  const { message } = App.useApp();
  const query = useBannedWords();
  const save = useSaveBannedWords();
  const [text, setText] = useState('');
  useEffect(() => {
    if (query.data) setText(query.data.words.join('\n'));
  }, [query.data]);
  const words = [
    ...new Set(
      text
        .split('\n')
        .map((w) => w.trim())
        .filter(Boolean),
    ),
  ];
  return (
    <Card title={t('moderation.words')} size="small">
      {query.isPending ? (
        <Skeleton active />
      ) : (
        <>
          <p>{t('moderation.wordsHelp')}</p>
          <Input.TextArea
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoSize={{ minRows: 4, maxRows: 12 }}
            aria-label={t('moderation.words')}
          />
          <Button
            type="primary"
            style={{ marginTop: 8 }}
            loading={save.isPending}
            onClick={() => save.mutate(words, { onSuccess: () => message.success(t('moderation.saved')) })}
          >
            {t('moderation.save')}
          </Button>
        </>
      )}
    </Card>
  );
}

/** The organizer's chat console: reported messages (close them once handled) and banned words. */
export default function ChatModerationPage() {
  const { t } = useTranslation('chat');
  const lang = useLang();
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const reports = useReports(status);
  const close = useCloseReport();
  return (
    <div className="page" style={{ display: 'grid', gap: 16 }}>
      <h1>{t('moderation.title')}</h1>
      <Card title={t('moderation.reports')} size="small">
        <Segmented
          value={status}
          onChange={(v) => setStatus(v as 'open' | 'closed')}
          options={[
            { value: 'open', label: t('moderation.open') },
            { value: 'closed', label: t('moderation.closed') },
          ]}
        />
        {reports.isPending ? (
          <Skeleton active />
        ) : reports.isError ? (
          <Empty description={t('error')} />
        ) : (
          <List<ChatReport>
            dataSource={reports.data}
            locale={{ emptyText: t('moderation.none') }}
            renderItem={(r) => (
              <List.Item
                actions={
                  r.status === 'open'
                    ? [
                        <Button key="close" onClick={() => close.mutate(r.id)} loading={close.isPending}>
                          {t('moderation.close')}
                        </Button>,
                      ]
                    : [<Tag key="closed">{t('moderation.closed')}</Tag>]
                }
              >
                <List.Item.Meta
                  title={
                    <span>
                      {t('moderation.sender')}: {r.sender} · {t('moderation.reporter')}: {r.reporter} ·{' '}
                      {formatDateTime(r.createdAt, lang)}
                    </span>
                  }
                  description={
                    <>
                      <div>
                        <UserText>{r.text}</UserText>
                      </div>
                      <div>
                        {t('reportReason')}: <UserText>{r.reason}</UserText>
                      </div>
                    </>
                  }
                />
              </List.Item>
            )}
          />
        )}
      </Card>
      <BannedWords />
    </div>
  );
}
