import { PURPOSE_LIMITS } from '@cidpex/contracts';
import { Alert, App, Button, Card, Input, List, Modal, Pagination, Segmented, Skeleton, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link';
import { ConfirmButton } from '../../../components/confirm-button';
import { UserText } from '../../../components/user-text';
import type { ApiError } from '../../../lib/http/client';
import {
  useBannedWords,
  useHideComment,
  useOrganizerComments,
  useSaveBannedWords,
} from '../api/interactions';
import { useDecideReports, usePurposeReports } from '../api/matching';
import { SafeText, useFormatTime } from '../components/purpose-parts';

/** The banned words, one a line, checked on publish, edit, republish and comment in every script. */
function BannedWordsCard() {
  const { t } = useTranslation('purposes');
  const { message } = App.useApp();
  const query = useBannedWords();
  const save = useSaveBannedWords();
  const [text, setText] = useState('');
  useEffect(() => {
    if (query.data) setText(query.data.words.join('\n'));
  }, [query.data]);
  const words = text
    .split('\n')
    .map((w) => w.trim())
    .filter(Boolean);
  return (
    <Card size="small" title={t('moderation.bannedTitle')} style={{ marginBottom: 16 }}>
      <p style={{ color: '#5b6b70' }}>{t('moderation.bannedHint')}</p>
      {query.isPending ? (
        <Skeleton active />
      ) : (
        <>
          <label htmlFor="banned-words">{t('moderation.bannedLabel')}</label>
          <Input.TextArea id="banned-words" rows={6} value={text} onChange={(e) => setText(e.target.value)} />
          {save.error ? <Alert type="error" showIcon title={(save.error as ApiError).message} /> : null}
          <Button
            type="primary"
            style={{ marginTop: 8 }}
            loading={save.isPending}
            disabled={
              words.length > PURPOSE_LIMITS.bannedWordsMax ||
              words.some((w) => w.length > PURPOSE_LIMITS.bannedWordMax)
            }
            onClick={() =>
              save.mutate(words, { onSuccess: () => void message.success(t('moderation.bannedSaved')) })
            }
          >
            {t('moderation.bannedSave', { count: words.length })}
          </Button>
        </>
      )}
    </Card>
  );
}

function Comments() {
  const { t } = useTranslation('purposes');
  const time = useFormatTime();
  const [filter, setFilter] = useState<'' | 'true' | 'false'>('false');
  const [page, setPage] = useState(1);
  const query = useOrganizerComments(filter, page);
  const hide = useHideComment();
  return (
    <Card size="small" title={t('moderation.commentsTitle')}>
      <Segmented
        aria-label={t('moderation.commentsFilter')}
        value={filter}
        onChange={(v) => {
          setFilter(v as typeof filter);
          setPage(1);
        }}
        options={[
          { value: 'false', label: t('moderation.visible') },
          { value: 'true', label: t('moderation.hidden') },
          { value: '', label: t('mine.all') },
        ]}
      />
      {query.isPending ? (
        <Skeleton active />
      ) : query.isError ? (
        <Alert type="error" showIcon title={(query.error as ApiError).message} />
      ) : (
        <>
          <List
            dataSource={query.data.rows}
            rowKey="id"
            locale={{ emptyText: t('detail.noComments') }}
            renderItem={(c) => (
              <List.Item
                actions={
                  c.hidden
                    ? [<Tag key="h">{t('moderation.hiddenTag')}</Tag>]
                    : [
                        <ConfirmButton
                          key="hide"
                          type="link"
                          danger
                          label={t('detail.hideComment')}
                          confirm={t('detail.hideCommentConfirm')}
                          onConfirm={() => hide.mutate(c.id)}
                        />,
                      ]
                }
              >
                <List.Item.Meta
                  title={
                    <>
                      <UserText>{c.userName}</UserText> ·{' '}
                      <ButtonLink
                        type="link"
                        style={{ padding: 0, height: 'auto' }}
                        to={`/inter/detail?id=${c.purposeId}`}
                      >
                        {c.purposeTitle}
                      </ButtonLink>{' '}
                      <span style={{ fontWeight: 400, fontSize: 12, color: '#5b6b70' }}>
                        {time(c.createdAt)}
                      </span>
                    </>
                  }
                  description={<SafeText text={c.content} />}
                />
              </List.Item>
            )}
          />
          {query.data.total > 20 ? (
            <Pagination
              current={page}
              pageSize={20}
              total={query.data.total}
              onChange={setPage}
              showSizeChanger={false}
            />
          ) : null}
        </>
      )}
    </Card>
  );
}

/** Reported posts, open ones first: hide (with the reason the publisher reads) or keep. */
function Reports() {
  const { t } = useTranslation('purposes');
  const { message } = App.useApp();
  const time = useFormatTime();
  const [filter, setFilter] = useState<'' | 'true' | 'false'>('false');
  const [page, setPage] = useState(1);
  const query = usePurposeReports(filter, page);
  const decide = useDecideReports();
  const [hiding, setHiding] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const done = () => void message.success(t('reports.done'));
  return (
    <Card size="small" title={t('reports.title')} style={{ marginBottom: 16 }}>
      <Segmented
        aria-label={t('reports.filter')}
        value={filter}
        onChange={(v) => {
          setFilter(v as typeof filter);
          setPage(1);
        }}
        options={[
          { value: 'false', label: t('reports.open') },
          { value: 'true', label: t('reports.handled') },
          { value: '', label: t('mine.all') },
        ]}
      />
      {query.isPending ? (
        <Skeleton active />
      ) : query.isError ? (
        <Alert type="error" showIcon title={(query.error as ApiError).message} />
      ) : (
        <>
          <List
            dataSource={query.data.rows}
            rowKey="purposeId"
            locale={{ emptyText: t('reports.empty') }}
            renderItem={(r) => (
              <List.Item
                actions={
                  r.openCount === 0
                    ? [<Tag key="o">{r.outcome ? t(`reports.outcomes.${r.outcome}`) : null}</Tag>]
                    : [
                        <Button key="hide" type="link" danger onClick={() => setHiding(r.purposeId)}>
                          {t('reports.hide')}
                        </Button>,
                        <ConfirmButton
                          key="keep"
                          type="link"
                          label={t('reports.keep')}
                          confirm={t('reports.keepConfirm')}
                          onConfirm={() =>
                            decide.mutate({ id: r.purposeId, outcome: 'dismissed' }, { onSuccess: done })
                          }
                        />,
                      ]
                }
              >
                <List.Item.Meta
                  title={
                    <>
                      <ButtonLink
                        type="link"
                        style={{ padding: 0, height: 'auto' }}
                        to={`/inter/detail?id=${r.purposeId}`}
                      >
                        {r.purposeTitle}
                      </ButtonLink>{' '}
                      <span style={{ fontWeight: 400, fontSize: 12, color: '#5b6b70' }}>
                        <UserText>{r.publisherName}</UserText> · {time(r.lastReportedAt)}
                      </span>
                    </>
                  }
                  description={
                    <>
                      <div>
                        {t('reports.count', { open: r.openCount, total: r.totalCount })}{' '}
                        {r.reasons.map((x) => (
                          <Tag key={x.reason}>
                            {t(`report.reasons.${x.reason}`)} × {x.count}
                          </Tag>
                        ))}
                      </div>
                      {r.notes.map((n, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: notes are shown in order, never reordered
                        <div key={i}>
                          <SafeText text={`“${n}”`} />
                        </div>
                      ))}
                    </>
                  }
                />
              </List.Item>
            )}
          />
          {query.data.total > 20 ? (
            <Pagination
              current={page}
              pageSize={20}
              total={query.data.total}
              onChange={setPage}
              showSizeChanger={false}
            />
          ) : null}
        </>
      )}
      <Modal
        open={hiding !== null}
        title={t('reports.hideTitle')}
        okText={t('reports.hide')}
        okButtonProps={{ danger: true, disabled: !reason.trim(), loading: decide.isPending }}
        cancelText={t('report.cancel')}
        onCancel={() => setHiding(null)}
        onOk={() =>
          hiding !== null &&
          decide.mutate(
            { id: hiding, outcome: 'hidden', reason: reason.trim() },
            {
              onSuccess: () => {
                done();
                setHiding(null);
                setReason('');
              },
            },
          )
        }
      >
        <Input.TextArea
          rows={3}
          maxLength={PURPOSE_LIMITS.reasonMax}
          aria-label={t('reports.hideReason')}
          placeholder={t('reports.hideReason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        {decide.error ? <Alert type="error" showIcon title={(decide.error as ApiError).message} /> : null}
      </Modal>
    </Card>
  );
}

/** /organizer/purposeModeration: reported posts, the banned words and the comments on posts (hide any). */
export default function PurposeModerationPage() {
  const { t } = useTranslation('purposes');
  return (
    <div>
      <h1 style={{ fontSize: 22 }}>{t('moderation.title')}</h1>
      <Reports />
      <BannedWordsCard />
      <Comments />
    </div>
  );
}
