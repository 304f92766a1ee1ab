import { type OwnWebcast, type QuestionState, WEBCAST_LIMITS, type WebcastState } from '@cidpex/contracts';
import { Alert, App, Button, Card, Col, Empty, Input, List, Row, Segmented, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHead } from '../../../components/console/page-head';
import { QueryError } from '../../../components/console/query-error';
import { UserText } from '../../../components/user-text';
import { formatDateTime } from '../../../lib/date-format';
import type { ApiError } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';
import {
  useModerateQuestion,
  useOrganizerQuestions,
  useOrganizerWebcasts,
  useReviewWebcast,
} from '../api/webcasts';
import { LivePlayer } from '../components/live-player';
import '../content.css';

const STATE_COLORS: Record<WebcastState, string> = {
  draft: 'default',
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
};

function Review({ webcast }: { webcast: OwnWebcast }) {
  const { t } = useTranslation('content');
  const lang = useLang();
  const { message } = App.useApp();
  const review = useReviewWebcast();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [video, setVideo] = useState(0);
  const decide = (decision: 'approve' | 'reject') => {
    if (decision === 'reject' && !note.trim()) {
      setError(t('webcast.review.noteRequired'));
      return;
    }
    setError(null);
    review.mutate(
      { id: webcast.id, decision, note: note.trim() },
      {
        onSuccess: () =>
          void message.success(
            t(decision === 'approve' ? 'webcast.review.approved' : 'webcast.review.rejected'),
          ),
        onError: (err) => setError((err as ApiError).message),
      },
    );
  };
  const current = webcast.videos[video];
  return (
    <Card
      title={<UserText>{webcast.title}</UserText>}
      data-testid="webcast-review"
      extra={<Tag color={STATE_COLORS[webcast.status]}>{t(`webcast.states.${webcast.status}`)}</Tag>}
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <span>
          <UserText>{webcast.enterpriseName}</UserText>
          {webcast.submittedAt
            ? ` · ${t('webcast.review.submittedAt')} ${formatDateTime(webcast.submittedAt, lang)}`
            : ''}
        </span>
        {current ? (
          <LivePlayer
            key={`${webcast.id}:${video}`}
            src={current.url}
            poster={webcast.poster?.url ?? null}
            live={false}
          />
        ) : null}
        {webcast.videos.length > 1 ? (
          <Segmented
            options={webcast.videos.map((v, i) => ({ label: v.title || `${i + 1}`, value: i }))}
            value={video}
            onChange={(v) => setVideo(Number(v))}
          />
        ) : null}
        {webcast.titleEn ? <span lang="en">{webcast.titleEn}</span> : null}
        {webcast.summary ? <p>{webcast.summary}</p> : null}
        <details open>
          <summary>{t('webcast.report')}</summary>
          {webcast.report ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised rich text
            <div className="cnt-body" dangerouslySetInnerHTML={{ __html: webcast.report }} />
          ) : (
            <p>{t('webcast.noReport')}</p>
          )}
        </details>
        {webcast.status === 'pending' ? (
          <>
            <Input.TextArea
              aria-label={t('webcast.review.note')}
              placeholder={t('webcast.review.note')}
              value={note}
              maxLength={WEBCAST_LIMITS.reviewNote}
              onChange={(e) => setNote(e.target.value)}
              status={error ? 'error' : undefined}
            />
            {error ? <Alert type="error" showIcon message={error} role="alert" /> : null}
            <Space wrap>
              <Button type="primary" onClick={() => decide('approve')} loading={review.isPending}>
                {t('webcast.review.approve')}
              </Button>
              <Button danger onClick={() => decide('reject')} loading={review.isPending}>
                {t('webcast.review.reject')}
              </Button>
            </Space>
          </>
        ) : webcast.reviewNote ? (
          <Alert type="warning" message={t('webcast.rejectedBecause', { note: webcast.reviewNote })} />
        ) : null}
      </Space>
    </Card>
  );
}

function Webcasts() {
  const { t } = useTranslation('content');
  const lang = useLang();
  const [status, setStatus] = useState<WebcastState | 'all'>('pending');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const list = useOrganizerWebcasts(status === 'all' ? undefined : status, page);
  const chosen = list.data?.rows.find((w) => w.id === open) ?? list.data?.rows[0];
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={9}>
        <Card size="small">
          <Segmented
            block
            value={status}
            onChange={(v) => {
              setStatus(v as WebcastState | 'all');
              setPage(1);
              setOpen(null);
            }}
            options={(['pending', 'approved', 'rejected', 'all'] as const).map((s) => ({
              value: s,
              label: s === 'all' ? t('webcast.review.all') : t(`webcast.states.${s}`),
            }))}
          />
          {list.isError ? (
            <QueryError error={list.error} onRetry={() => void list.refetch()} />
          ) : (
            <List
              loading={list.isPending}
              dataSource={list.data?.rows ?? []}
              locale={{ emptyText: t('webcast.review.empty') }}
              pagination={
                (list.data?.total ?? 0) > 20
                  ? { current: page, pageSize: 20, total: list.data?.total, onChange: setPage, size: 'small' }
                  : false
              }
              renderItem={(w) => (
                <List.Item style={{ background: chosen?.id === w.id ? '#eef7f8' : undefined }}>
                  <List.Item.Meta
                    title={
                      <button type="button" className="wc-linkbtn" onClick={() => setOpen(w.id)}>
                        <UserText>{w.title}</UserText>
                      </button>
                    }
                    description={
                      <Space size={4} wrap>
                        <Tag color={STATE_COLORS[w.status]}>{t(`webcast.states.${w.status}`)}</Tag>
                        <UserText>{w.enterpriseName}</UserText>
                        <span>{formatDateTime(w.updatedAt, lang)}</span>
                      </Space>
                    }
                  />
                </List.Item>
              )}
            />
          )}
        </Card>
      </Col>
      <Col xs={24} md={15}>
        {chosen ? (
          <Review key={chosen.id} webcast={chosen} />
        ) : (
          <Card>
            <Empty description={t('webcast.review.pick')} />
          </Card>
        )}
      </Col>
    </Row>
  );
}

function Questions() {
  const { t } = useTranslation('content');
  const lang = useLang();
  const { message } = App.useApp();
  const [status, setStatus] = useState<QuestionState>('pending');
  const list = useOrganizerQuestions(status);
  const moderate = useModerateQuestion();
  const [answers, setAnswers] = useState<Record<number, string>>({});
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <Card size="small">
      <Segmented
        value={status}
        onChange={(v) => setStatus(v as QuestionState)}
        options={(['pending', 'approved', 'rejected'] as const).map((s) => ({
          value: s,
          label: t(`webcast.qstates.${s}`),
        }))}
      />
      <List
        loading={list.isPending}
        dataSource={list.data ?? []}
        locale={{ emptyText: t('webcast.review.noQuestions') }}
        data-testid="question-queue"
        renderItem={(q) => (
          <List.Item>
            <Space direction="vertical" style={{ width: '100%' }}>
              <span>
                <strong>{q.webcastTitle}</strong> · {q.askedBy} · {formatDateTime(q.createdAt, lang)}
              </span>
              <span>{q.body}</span>
              <Input.TextArea
                aria-label={t('webcast.review.answer')}
                placeholder={t('webcast.review.answer')}
                maxLength={WEBCAST_LIMITS.answer}
                value={answers[q.id] ?? q.answer ?? ''}
                onChange={(e) => setAnswers((a) => ({ ...a, [q.id]: e.target.value }))}
                autoSize={{ minRows: 1, maxRows: 4 }}
              />
              <Space wrap>
                <Button
                  type="primary"
                  size="small"
                  loading={moderate.isPending && moderate.variables?.id === q.id}
                  onClick={() =>
                    moderate.mutate(
                      { id: q.id, decision: 'approve', answer: answers[q.id] ?? q.answer ?? '' },
                      {
                        onSuccess: () => void message.success(t('webcast.review.shown')),
                        onError: (err) => void message.error((err as ApiError).message),
                      },
                    )
                  }
                >
                  {t('webcast.review.show')}
                </Button>
                <Button
                  danger
                  size="small"
                  onClick={() =>
                    moderate.mutate(
                      { id: q.id, decision: 'reject' },
                      {
                        onSuccess: () => void message.success(t('webcast.review.hidden')),
                        onError: (err) => void message.error((err as ApiError).message),
                      },
                    )
                  }
                >
                  {t('webcast.review.hide')}
                </Button>
              </Space>
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}

/** /organizer/webcasts: the enterprises' webcasts to review, and the visitors' questions to moderate. */
export default function WebcastReviewPage() {
  const { t } = useTranslation('content');
  const [tab, setTab] = useState<'webcasts' | 'questions'>('webcasts');
  return (
    <div>
      <PageHead title={t('webcast.review.title')} intro={t('webcast.review.intro')} />
      <Segmented
        style={{ marginBottom: 16 }}
        value={tab}
        onChange={(v) => setTab(v as 'webcasts' | 'questions')}
        options={[
          { value: 'webcasts', label: t('webcast.review.tabWebcasts') },
          { value: 'questions', label: t('webcast.review.tabQuestions') },
        ]}
      />
      {tab === 'webcasts' ? <Webcasts /> : <Questions />}
    </div>
  );
}
