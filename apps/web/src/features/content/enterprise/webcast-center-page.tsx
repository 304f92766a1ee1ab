import {
  type OwnWebcast,
  UPLOAD_KINDS,
  WEBCAST_EDITABLE,
  WEBCAST_LIMITS,
  WEBCAST_SUBMITTABLE,
  type WebcastBody,
  type WebcastState,
} from '@cidpex/contracts';
import { Alert, App, Button, Card, Empty, Input, List, Skeleton, Space, Tag } from 'antd';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmButton } from '../../../components/confirm-button';
import { QueryError } from '../../../components/console/query-error';
import { UserText } from '../../../components/user-text';
import { formatDateTime } from '../../../lib/date-format';
import type { ApiError } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';
import { useUploadPercent } from '../../../lib/use-pending-uploads';
import { CenterFrame } from '../../enterprises';
import {
  uploadFile,
  useAnswerQuestion,
  useOwnQuestions,
  useOwnWebcasts,
  useSaveWebcast,
  useWebcastAction,
} from '../api/webcasts';

const STATE_COLORS: Record<WebcastState, string> = {
  draft: 'default',
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
};

interface VideoDraft {
  title: string;
  attachmentId: number | null;
  name: string;
}
interface Draft {
  title: string;
  titleEn: string;
  summary: string;
  report: string;
  poster: { id: number | null; url: string } | null;
  videos: VideoDraft[];
}

/** The report is typed as text: paragraphs become <p>, and come back as text to edit. */
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export function reportHtml(text: string): string {
  return text
    .split(/\n{2,}|\r\n\r\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
export function reportText(html: string): string {
  const doc = new DOMParser().parseFromString(html.replace(/<br\s*\/?>/gi, '\n'), 'text/html');
  return [...doc.body.children].length
    ? [...doc.body.children].map((el) => el.textContent ?? '').join('\n\n')
    : (doc.body.textContent ?? '');
}

function draftOf(w?: OwnWebcast): Draft {
  if (!w) return { title: '', titleEn: '', summary: '', report: '', poster: null, videos: [] };
  return {
    title: w.title,
    titleEn: w.titleEn,
    summary: w.summary,
    report: reportText(w.report),
    poster: w.poster,
    videos: w.videos.map((v) => ({
      title: v.title,
      attachmentId: v.attachmentId,
      name: v.title || v.url.split('/').pop() || '',
    })),
  };
}

const MB = 1024 * 1024;

function WebcastForm({ webcast, onDone }: { webcast?: OwnWebcast; onDone: () => void }) {
  const { t } = useTranslation('content');
  const { message } = App.useApp();
  const save = useSaveWebcast();
  const action = useWebcastAction();
  const [draft, setDraft] = useState<Draft>(() => draftOf(webcast));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const [uploadKind, setUploadKind] = useState<'video' | 'picture'>('video');
  const percent = useUploadPercent();
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const upload = async (kind: 'video' | 'picture', e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return null;
    const limit = UPLOAD_KINDS[kind];
    if (!(limit.mimeTypes as readonly string[]).includes(file.type)) {
      setErrors((x) => ({
        ...x,
        [kind]: t(kind === 'video' ? 'webcast.form.videoType' : 'webcast.form.posterType'),
      }));
      return null;
    }
    if (file.size > limit.maxBytes) {
      setErrors((x) => ({ ...x, [kind]: t('webcast.form.tooBig', { max: limit.maxBytes / MB }) }));
      return null;
    }
    setUploading(true);
    setUploadKind(kind);
    const slot = percent.track();
    try {
      const saved = await uploadFile(kind, file, slot.progress);
      setErrors((x) => ({ ...x, [kind]: '' }));
      return { saved, file };
    } catch (err) {
      setErrors((x) => ({ ...x, [kind]: (err as ApiError).message }));
      return null;
    } finally {
      slot.done();
      setUploading(false);
    }
  };

  const body = (): WebcastBody | null => {
    const next: Record<string, string> = {};
    if (!draft.title.trim()) next.title = t('webcast.form.titleRequired');
    if (!draft.videos.some((v) => v.attachmentId)) next.video = t('webcast.form.videoRequired');
    setErrors(next);
    if (Object.keys(next).length) return null;
    return {
      title: draft.title.trim(),
      titleEn: draft.titleEn.trim(),
      summary: draft.summary.trim(),
      report: reportHtml(draft.report),
      posterAttachmentId: draft.poster?.id ?? null,
      videos: draft.videos
        .filter((v): v is VideoDraft & { attachmentId: number } => v.attachmentId !== null)
        .map((v) => ({ title: v.title.trim(), attachmentId: v.attachmentId })),
      version: webcast?.version,
    };
  };

  const submit = (andSend: boolean) => {
    const b = body();
    if (!b || save.isPending) return;
    save.mutate(
      { id: webcast?.id ?? null, body: b },
      {
        onSuccess: (saved) => {
          if (andSend && WEBCAST_SUBMITTABLE.includes(saved.status)) {
            action.mutate(
              { id: saved.id, action: 'submit' },
              {
                onSuccess: () => {
                  void message.success(t('webcast.form.submitted'));
                  onDone();
                },
                onError: (err) => setErrors({ form: (err as ApiError).message }),
              },
            );
          } else {
            void message.success(
              saved.status === 'pending' ? t('webcast.form.backToReview') : t('webcast.form.saved'),
            );
            onDone();
          }
        },
        onError: (err) => setErrors({ form: (err as ApiError).message }),
      },
    );
  };

  const busy = save.isPending || action.isPending || uploading;
  return (
    <Card
      title={webcast ? t('webcast.form.edit') : t('webcast.form.new')}
      data-testid="webcast-form"
      extra={<Button onClick={onDone}>{t('webcast.form.cancel')}</Button>}
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        {webcast?.status === 'approved' ? (
          <Alert type="info" showIcon message={t('webcast.form.approvedHint')} />
        ) : null}
        {errors.form ? <Alert type="error" showIcon message={errors.form} role="alert" /> : null}
        <label className="wc-field" htmlFor="wcf-1">
          <span>{t('webcast.form.title')} *</span>
          <Input
            id="wcf-1"
            value={draft.title}
            maxLength={WEBCAST_LIMITS.title}
            status={errors.title ? 'error' : undefined}
            aria-invalid={errors.title ? true : undefined}
            onChange={(e) => set({ title: e.target.value })}
          />
          {errors.title ? (
            <span className="wc-error" role="alert">
              {errors.title}
            </span>
          ) : null}
        </label>
        <label className="wc-field" htmlFor="wcf-2">
          <span>{t('webcast.form.titleEn')}</span>
          <Input
            id="wcf-2"
            value={draft.titleEn}
            maxLength={WEBCAST_LIMITS.title}
            onChange={(e) => set({ titleEn: e.target.value })}
          />
        </label>
        <label className="wc-field" htmlFor="wcf-3">
          <span>{t('webcast.form.summary')}</span>
          <Input.TextArea
            id="wcf-3"
            value={draft.summary}
            maxLength={WEBCAST_LIMITS.summary}
            showCount
            autoSize={{ minRows: 2, maxRows: 4 }}
            onChange={(e) => set({ summary: e.target.value })}
          />
        </label>
        <fieldset className="wc-fieldset">
          <legend>{t('webcast.form.videos')} *</legend>
          <p className="wc-hint">
            {t('webcast.form.videoHint', {
              max: UPLOAD_KINDS.video.maxBytes / MB,
              count: WEBCAST_LIMITS.videos,
            })}
          </p>
          {draft.videos.map((v, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a video's place is its identity in the form
            <div key={i} className="wc-video-row">
              <Input
                aria-label={t('webcast.form.videoTitle', { n: i + 1 })}
                placeholder={t('webcast.form.videoTitle', { n: i + 1 })}
                value={v.title}
                maxLength={WEBCAST_LIMITS.videoTitle}
                onChange={(e) =>
                  set({ videos: draft.videos.map((x, j) => (j === i ? { ...x, title: e.target.value } : x)) })
                }
              />
              <span className="wc-file">{v.name}</span>
              <Button
                danger
                type="link"
                onClick={() => set({ videos: draft.videos.filter((_, j) => j !== i) })}
              >
                {t('webcast.form.remove')}
              </Button>
            </div>
          ))}
          {draft.videos.length < WEBCAST_LIMITS.videos ? (
            <label className="wc-upload">
              <span>{t('webcast.form.addVideo')}</span>
              <input
                type="file"
                accept="video/mp4"
                data-testid="webcast-video-input"
                disabled={busy}
                onChange={async (e) => {
                  const got = await upload('video', e);
                  if (got) {
                    setDraft((d) => ({
                      ...d,
                      videos: [
                        ...d.videos,
                        {
                          title: got.file.name.replace(/\.mp4$/i, ''),
                          attachmentId: got.saved.id,
                          name: got.file.name,
                        },
                      ],
                    }));
                    setErrors((x) => ({ ...x, video: '' }));
                  }
                }}
              />
            </label>
          ) : null}
          {uploadKind === 'video' ? percent.node : null}
          {errors.video ? (
            <p className="wc-error" role="alert">
              {errors.video}
            </p>
          ) : null}
        </fieldset>
        <fieldset className="wc-fieldset">
          <legend>{t('webcast.form.poster')}</legend>
          {draft.poster ? (
            <Space>
              <img
                src={draft.poster.url}
                alt={t('webcast.form.poster')}
                width={160}
                height={90}
                style={{ objectFit: 'cover' }}
              />
              <Button type="link" danger onClick={() => set({ poster: null })}>
                {t('webcast.form.remove')}
              </Button>
            </Space>
          ) : null}
          <label className="wc-upload">
            <span>{t('webcast.form.choosePoster')}</span>
            <input
              type="file"
              accept="image/jpeg,image/png"
              disabled={busy}
              onChange={async (e) => {
                const got = await upload('picture', e);
                if (got) set({ poster: { id: got.saved.id, url: got.saved.url } });
              }}
            />
          </label>
          {uploadKind === 'picture' ? percent.node : null}
          {errors.picture ? (
            <p className="wc-error" role="alert">
              {errors.picture}
            </p>
          ) : null}
        </fieldset>
        <label className="wc-field" htmlFor="wcf-4">
          <span>{t('webcast.form.report')}</span>
          <Input.TextArea
            id="wcf-4"
            value={draft.report}
            autoSize={{ minRows: 5, maxRows: 16 }}
            onChange={(e) => set({ report: e.target.value })}
          />
          <span className="wc-hint">{t('webcast.form.reportHint')}</span>
        </label>
        <Space wrap>
          <Button onClick={() => submit(false)} loading={save.isPending && !action.isPending} disabled={busy}>
            {t('webcast.form.save')}
          </Button>
          {!webcast || WEBCAST_SUBMITTABLE.includes(webcast.status) ? (
            <Button type="primary" onClick={() => submit(true)} loading={busy} disabled={busy}>
              {t('webcast.form.saveSubmit')}
            </Button>
          ) : null}
        </Space>
      </Space>
    </Card>
  );
}

/** The approved questions on a webcast, each with its answer to write or change. */
function OwnQuestions({ webcastId }: { webcastId: number }) {
  const { t } = useTranslation('content');
  const { message } = App.useApp();
  const query = useOwnQuestions(webcastId);
  const answer = useAnswerQuestion(webcastId);
  // What the staff typed, kept when a save fails.
  const [typed, setTyped] = useState<Record<number, string>>({});
  if (query.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <Empty description={t('webcast.answers.none')} />;
  return (
    <ul className="wc-questions" data-testid={`own-questions-${webcastId}`}>
      {query.data.map((q) => {
        const value = typed[q.id] ?? q.answer ?? '';
        return (
          <li key={q.id}>
            <p className="wc-q">
              <strong>{q.askedBy}</strong> {q.body}
            </p>
            {q.answer ? (
              <p className="wc-a">
                <strong>{t(`webcast.answerBy.${q.answeredBy ?? 'organizer'}`)}</strong> {q.answer}
              </p>
            ) : null}
            <label className="wc-field" htmlFor={`wc-answer-${q.id}`}>
              <span>{t('webcast.answers.label')}</span>
            </label>
            <Input.TextArea
              id={`wc-answer-${q.id}`}
              value={value}
              maxLength={WEBCAST_LIMITS.answer}
              autoSize={{ minRows: 2, maxRows: 6 }}
              onChange={(e) => setTyped((m) => ({ ...m, [q.id]: e.target.value }))}
            />
            <Button
              size="small"
              type="primary"
              style={{ marginTop: 8 }}
              disabled={!value.trim()}
              loading={answer.isPending && answer.variables?.questionId === q.id}
              onClick={() =>
                answer.mutate(
                  { questionId: q.id, answer: value },
                  {
                    onSuccess: () => {
                      void message.success(t('webcast.answers.saved'));
                      setTyped((m) => {
                        const { [q.id]: _gone, ...rest } = m;
                        return rest;
                      });
                    },
                    onError: (err) => void message.error((err as ApiError).message),
                  },
                )
              }
            >
              {t('webcast.answers.save')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

function Rows({ rows, onEdit }: { rows: OwnWebcast[]; onEdit: (w: OwnWebcast) => void }) {
  const { t } = useTranslation('content');
  const lang = useLang();
  const { message } = App.useApp();
  const action = useWebcastAction();
  const [answering, setAnswering] = useState<number | null>(null);
  const run = (id: number, what: 'submit' | 'withdraw' | 'delete') =>
    action.mutate(
      { id, action: what },
      {
        onSuccess: () => void message.success(t(`webcast.done.${what}`)),
        onError: (err) => void message.error((err as ApiError).message),
      },
    );
  return (
    <List
      dataSource={rows}
      data-testid="own-webcasts"
      renderItem={(w) => (
        <List.Item
          actions={[
            WEBCAST_EDITABLE.includes(w.status) ? (
              <Button key="edit" type="link" onClick={() => onEdit(w)}>
                {t('webcast.actions.edit')}
              </Button>
            ) : null,
            WEBCAST_SUBMITTABLE.includes(w.status) ? (
              <Button
                key="submit"
                type="link"
                onClick={() => run(w.id, 'submit')}
                loading={action.isPending && action.variables?.id === w.id}
              >
                {t('webcast.actions.submit')}
              </Button>
            ) : null,
            w.status === 'pending' ? (
              <Button key="withdraw" type="link" onClick={() => run(w.id, 'withdraw')}>
                {t('webcast.actions.withdraw')}
              </Button>
            ) : null,
            w.status === 'approved' ? (
              <Button
                key="answer"
                type="link"
                aria-expanded={answering === w.id}
                onClick={() => setAnswering((a) => (a === w.id ? null : w.id))}
              >
                {t('webcast.answers.open')}
              </Button>
            ) : null,
            w.status === 'approved' ? (
              <Link key="view" to={`/webcast/detail?id=${w.id}`}>
                {t('webcast.actions.view')}
              </Link>
            ) : null,
            w.status === 'draft' || w.status === 'rejected' ? (
              <ConfirmButton
                key="delete"
                type="link"
                danger
                label={t('webcast.actions.delete')}
                confirm={t('webcast.actions.confirmDelete', { title: w.title })}
                onConfirm={() => run(w.id, 'delete')}
              />
            ) : null,
          ].filter(Boolean)}
        >
          <List.Item.Meta
            title={<UserText>{lang === 'en' && w.titleEn ? w.titleEn : w.title}</UserText>}
            description={
              <Space direction="vertical" size={4}>
                <Space size={4} wrap>
                  <Tag color={STATE_COLORS[w.status]} data-testid="webcast-state">
                    {t(`webcast.states.${w.status}`)}
                  </Tag>
                  <span>{t('webcast.videoCount', { count: w.videos.length })}</span>
                  <span>{t('webcast.questionCount', { count: w.questionCount })}</span>
                  <span>{formatDateTime(w.updatedAt, lang)}</span>
                </Space>
                {w.status === 'rejected' && w.reviewNote ? (
                  <Alert
                    type="warning"
                    showIcon
                    message={t('webcast.rejectedBecause', { note: w.reviewNote })}
                  />
                ) : null}
                {answering === w.id ? <OwnQuestions webcastId={w.id} /> : null}
              </Space>
            }
          />
        </List.Item>
      )}
    />
  );
}

function Body() {
  const { t } = useTranslation('content');
  const query = useOwnWebcasts();
  const [editing, setEditing] = useState<{ webcast?: OwnWebcast; session: number } | null>(null);
  if (editing) {
    return <WebcastForm key={editing.session} webcast={editing.webcast} onDone={() => setEditing(null)} />;
  }
  const add = (
    <Button type="primary" onClick={() => setEditing({ session: Date.now() })} data-testid="new-webcast">
      {t('webcast.new')}
    </Button>
  );
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <span>{t('webcast.centerIntro')}</span>
        {add}
      </Space>
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <Empty description={t('webcast.ownEmpty')}>{add}</Empty>
      ) : (
        <Rows rows={query.data} onEdit={(w) => setEditing({ webcast: w, session: Date.now() })} />
      )}
    </Space>
  );
}

/** /myEnterprise/webcast (and /webcast/submitReport): the enterprise's webcasts, written and submitted by its staff. */
export default function WebcastCenterPage() {
  const { t } = useTranslation('content');
  return (
    <CenterFrame active="webcast" title={t('webcast.centerTitle')}>
      {() => <Body />}
    </CenterFrame>
  );
}
