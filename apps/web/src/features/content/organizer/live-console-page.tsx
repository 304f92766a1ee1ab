import {
  DEMO_POSTER_URL,
  DEMO_STREAM_URL,
  DOWNLOAD_CATEGORIES,
  type DownloadBody,
  type DownloadCategory,
  type ErrorCodeName,
  errorMessage,
  type LiveRoundBody,
  liveRoundBody,
  liveStateAt,
  type OrganizerDownload,
  type OrganizerLiveRound,
  type OrganizerPhoto,
  UPLOAD_KINDS,
} from '@cidpex/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Input,
  InputNumber,
  List,
  Segmented,
  Select,
  Space,
  Switch,
  Tag,
} from 'antd';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { PageHead } from '../../../components/console/page-head';
import { QueryError } from '../../../components/console/query-error';
import { formatDateTime } from '../../../lib/date-format';
import type { ApiError } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';
import {
  uploadFile,
  useConsoleDownloads,
  useConsolePhotos,
  useConsoleRounds,
  useDeleteRound,
  useDownloadActions,
  usePhotoActions,
  useSaveRound,
} from '../api/webcasts';
import '../content.css';
import { useUploadPercent } from '../../../lib/use-pending-uploads';

const MB = 1024 * 1024;
const LANGS = [
  ['ZhHans', 'zh-Hans'],
  ['ZhHant', 'zh-Hant'],
  ['En', 'en'],
] as const;

/** A datetime-local value (the browser's zone) from an instant, and back. */
const toLocal = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocal = (v: string) => (v ? new Date(v).toISOString() : '');

// ---- live rounds ----

function roundDraft(r?: OrganizerLiveRound): LiveRoundBody {
  const start = new Date(Date.now() + 3_600_000);
  return r
    ? { ...r }
    : {
        titleZhHans: '',
        titleZhHant: '',
        titleEn: '',
        hostZhHans: '',
        hostZhHant: '',
        hostEn: '',
        startsAt: start.toISOString(),
        endsAt: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
        streamUrl: DEMO_STREAM_URL,
        replayUrl: DEMO_STREAM_URL,
        posterUrl: DEMO_POSTER_URL,
      };
}

function RoundForm({ round, onDone }: { round?: OrganizerLiveRound; onDone: () => void }) {
  const { t } = useTranslation('content');
  const { message } = App.useApp();
  const save = useSaveRound();
  const [d, setD] = useState<LiveRoundBody>(() => roundDraft(round));
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<LiveRoundBody>) => setD((x) => ({ ...x, ...patch }));
  const lang = useLang();
  const finish = () => {
    const parsed = liveRoundBody.safeParse(d);
    if (!parsed.success) {
      const code = parsed.error.issues[0]?.message ?? '';
      setError(/^[A-Z_]+$/.test(code) ? errorMessage(lang, code as ErrorCodeName) : t('console.invalid'));
      return;
    }
    setError(null);
    save.mutate(
      { id: round?.id ?? null, body: d },
      {
        onSuccess: () => {
          void message.success(t('console.saved'));
          onDone();
        },
        onError: (err) => setError((err as ApiError).message),
      },
    );
  };
  return (
    <Card title={round ? t('console.rounds.edit') : t('console.rounds.new')} data-testid="round-form">
      <Space direction="vertical" style={{ width: '100%' }}>
        {LANGS.map(([k, lang]) => (
          <Space key={k} wrap style={{ width: '100%' }}>
            <Input
              lang={lang}
              aria-label={`${t('console.rounds.title')} · ${t(`langs.${lang}`)}`}
              placeholder={`${t('console.rounds.title')} · ${t(`langs.${lang}`)}${k === 'ZhHans' ? ' *' : ''}`}
              value={d[`title${k}`] ?? ''}
              onChange={(e) => set({ [`title${k}`]: e.target.value })}
              style={{ minWidth: 240 }}
            />
            <Input
              lang={lang}
              aria-label={`${t('console.rounds.host')} · ${t(`langs.${lang}`)}`}
              placeholder={`${t('console.rounds.host')} · ${t(`langs.${lang}`)}`}
              value={d[`host${k}`] ?? ''}
              onChange={(e) => set({ [`host${k}`]: e.target.value })}
              style={{ minWidth: 200 }}
            />
          </Space>
        ))}
        <Space wrap>
          <label className="wc-field">
            <span>{t('console.rounds.starts')}</span>
            <input
              type="datetime-local"
              value={toLocal(d.startsAt)}
              onChange={(e) => set({ startsAt: fromLocal(e.target.value) })}
            />
          </label>
          <label className="wc-field">
            <span>{t('console.rounds.ends')}</span>
            <input
              type="datetime-local"
              value={toLocal(d.endsAt)}
              onChange={(e) => set({ endsAt: fromLocal(e.target.value) })}
            />
          </label>
        </Space>
        <label className="wc-field" htmlFor="lcf-1">
          <span>{t('console.rounds.stream')}</span>
          <Input id="lcf-1" value={d.streamUrl} onChange={(e) => set({ streamUrl: e.target.value })} />
        </label>
        <label className="wc-field" htmlFor="lcf-2">
          <span>{t('console.rounds.replay')}</span>
          <Input
            id="lcf-2"
            value={d.replayUrl ?? ''}
            onChange={(e) => set({ replayUrl: e.target.value || null })}
          />
        </label>
        <label className="wc-field" htmlFor="lcf-3">
          <span>{t('console.rounds.poster')}</span>
          <Input
            id="lcf-3"
            value={d.posterUrl ?? ''}
            onChange={(e) => set({ posterUrl: e.target.value || null })}
          />
        </label>
        <span className="wc-hint">{t('console.rounds.demoHint')}</span>
        {error ? <Alert type="error" showIcon role="alert" message={error} /> : null}
        <Space>
          <Button type="primary" onClick={finish} loading={save.isPending}>
            {t('console.save')}
          </Button>
          <Button onClick={onDone}>{t('webcast.form.cancel')}</Button>
        </Space>
      </Space>
    </Card>
  );
}

function Rounds() {
  const { t } = useTranslation('content');
  const lang = useLang();
  const { message } = App.useApp();
  const list = useConsoleRounds();
  const remove = useDeleteRound();
  const [editing, setEditing] = useState<{ round?: OrganizerLiveRound; session: number } | null>(null);
  if (editing)
    return <RoundForm key={editing.session} round={editing.round} onDone={() => setEditing(null)} />;
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  const now = new Date();
  return (
    <Card
      size="small"
      title={t('console.rounds.title_list')}
      extra={
        <Button type="primary" onClick={() => setEditing({ session: Date.now() })} data-testid="new-round">
          {t('console.rounds.new')}
        </Button>
      }
    >
      <List
        loading={list.isPending}
        dataSource={list.data ?? []}
        locale={{ emptyText: t('live.none') }}
        renderItem={(r) => {
          const state = liveStateAt(r, now);
          return (
            <List.Item
              actions={[
                <Button key="edit" type="link" onClick={() => setEditing({ round: r, session: Date.now() })}>
                  {t('webcast.actions.edit')}
                </Button>,
                <ConfirmButton
                  key="delete"
                  type="link"
                  danger
                  label={t('console.remove')}
                  confirm={t('console.confirmRemove')}
                  onConfirm={() =>
                    remove.mutate(r.id, {
                      onSuccess: () => void message.success(t('console.removed')),
                      onError: (err) => void message.error((err as ApiError).message),
                    })
                  }
                />,
              ]}
            >
              <List.Item.Meta
                title={
                  lang === 'en'
                    ? r.titleEn || r.titleZhHans
                    : lang === 'zh-Hant'
                      ? r.titleZhHant || r.titleZhHans
                      : r.titleZhHans
                }
                description={
                  <Space size={4} wrap>
                    <Tag color={state === 'live' ? 'red' : state === 'upcoming' ? 'blue' : 'default'}>
                      {t(`live.states.${state}`)}
                    </Tag>
                    <span>
                      {formatDateTime(r.startsAt, lang)} – {formatDateTime(r.endsAt, lang)}
                    </span>
                  </Space>
                }
              />
            </List.Item>
          );
        }}
      />
    </Card>
  );
}

// ---- the photo wall ----

function Photos() {
  const { t } = useTranslation('content');
  const { message } = App.useApp();
  const list = useConsolePhotos();
  const { add, update, order, remove } = usePhotoActions();
  const [captions, setCaptions] = useState({ captionZhHans: '', captionZhHant: '', captionEn: '' });
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const percent = useUploadPercent();
  const fail = (err: unknown) => void message.error((err as ApiError).message);
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!(UPLOAD_KINDS.picture.mimeTypes as readonly string[]).includes(file.type)) {
      setError(t('webcast.form.posterType'));
      return;
    }
    if (file.size > UPLOAD_KINDS.picture.maxBytes) {
      setError(t('webcast.form.tooBig', { max: UPLOAD_KINDS.picture.maxBytes / MB }));
      return;
    }
    setError(null);
    setUploading(true);
    const slot = percent.track();
    try {
      const saved = await uploadFile('picture', file, slot.progress);
      await add.mutateAsync({ url: saved.url, ...captions });
      setCaptions({ captionZhHans: '', captionZhHant: '', captionEn: '' });
      void message.success(t('console.photos.posted'));
    } catch (err) {
      setError((err as ApiError).message);
    } finally {
      slot.done();
      setUploading(false);
    }
  };
  const move = (rows: OrganizerPhoto[], i: number, by: number) => {
    const ids = rows.map((p) => p.id);
    const [id] = ids.splice(i, 1);
    ids.splice(i + by, 0, id!);
    order.mutate(ids, { onError: fail });
  };
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small" title={t('console.photos.add')}>
        <Space direction="vertical" style={{ width: '100%' }}>
          {LANGS.map(([k, lang]) => (
            <Input
              key={k}
              lang={lang}
              aria-label={`${t('console.photos.caption')} · ${t(`langs.${lang}`)}`}
              placeholder={`${t('console.photos.caption')} · ${t(`langs.${lang}`)}`}
              value={captions[`caption${k}`]}
              maxLength={200}
              onChange={(e) => setCaptions((c) => ({ ...c, [`caption${k}`]: e.target.value }))}
            />
          ))}
          <label className="wc-upload">
            <span>{uploading ? t('webcast.sending') : t('console.photos.choose')}</span>
            <input
              type="file"
              accept="image/jpeg,image/png"
              disabled={uploading}
              onChange={pick}
              data-testid="photo-input"
            />
          </label>
          {percent.node}
          {error ? <Alert type="error" showIcon role="alert" message={error} /> : null}
        </Space>
      </Card>
      {list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <List
          loading={list.isPending}
          dataSource={list.data ?? []}
          locale={{ emptyText: t('photo.empty') }}
          data-testid="photo-console"
          renderItem={(p, i) => (
            <List.Item
              actions={[
                <Button
                  key="up"
                  size="small"
                  disabled={i === 0 || order.isPending}
                  onClick={() => move(list.data!, i, -1)}
                  aria-label={t('console.photos.up')}
                >
                  ↑
                </Button>,
                <Button
                  key="down"
                  size="small"
                  disabled={i === (list.data?.length ?? 0) - 1 || order.isPending}
                  onClick={() => move(list.data!, i, 1)}
                  aria-label={t('console.photos.down')}
                >
                  ↓
                </Button>,
                <Switch
                  key="pub"
                  checked={p.published}
                  checkedChildren={t('console.photos.shown')}
                  unCheckedChildren={t('console.photos.hidden')}
                  aria-label={t('console.photos.publish')}
                  loading={update.isPending && update.variables?.id === p.id}
                  onChange={(published) => update.mutate({ id: p.id, published }, { onError: fail })}
                />,
                <ConfirmButton
                  key="delete"
                  type="link"
                  danger
                  size="small"
                  label={t('console.remove')}
                  confirm={t('console.confirmRemove')}
                  onConfirm={() => remove.mutate(p.id, { onError: fail })}
                />,
              ]}
            >
              <List.Item.Meta
                avatar={
                  <img
                    src={p.url}
                    alt=""
                    width={96}
                    height={64}
                    style={{ objectFit: 'cover', borderRadius: 4 }}
                  />
                }
                title={p.captionZhHans || p.captionEn || '—'}
                description={p.captionEn}
              />
            </List.Item>
          )}
        />
      )}
    </Space>
  );
}

// ---- downloads ----

function DownloadForm({ doc, onDone }: { doc?: OrganizerDownload; onDone: () => void }) {
  const { t } = useTranslation('content');
  const { message } = App.useApp();
  const { save } = useDownloadActions();
  const [d, setD] = useState<DownloadBody>(() =>
    doc
      ? {
          category: doc.category,
          titleZhHans: doc.titleZhHans,
          titleZhHant: doc.titleZhHant,
          titleEn: doc.titleEn,
          sort: doc.sort,
        }
      : { category: 'exhibitor', titleZhHans: '', titleZhHant: '', titleEn: '', sort: 0 },
  );
  const [file, setFile] = useState<string | null>(doc?.fileName ?? null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const percent = useUploadPercent();
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    e.target.value = '';
    if (!f) return;
    const kind = UPLOAD_KINDS.license;
    if (!(kind.mimeTypes as readonly string[]).includes(f.type)) {
      setError(t('console.downloads.type'));
      return;
    }
    if (f.size > kind.maxBytes) {
      setError(t('webcast.form.tooBig', { max: kind.maxBytes / MB }));
      return;
    }
    setUploading(true);
    const slot = percent.track();
    try {
      const saved = await uploadFile('license', f, slot.progress);
      setD((x) => ({ ...x, attachmentId: saved.id }));
      setFile(f.name);
      setError(null);
    } catch (err) {
      setError((err as ApiError).message);
    } finally {
      slot.done();
      setUploading(false);
    }
  };
  const finish = () => {
    if (!d.titleZhHans?.trim()) return setError(t('console.titleRequired'));
    if (!doc && !d.attachmentId) return setError(t('console.downloads.fileRequired'));
    setError(null);
    save.mutate(
      { id: doc?.id ?? null, body: d },
      {
        onSuccess: () => {
          void message.success(t('console.saved'));
          onDone();
        },
        onError: (err) => setError((err as ApiError).message),
      },
    );
  };
  return (
    <Card title={doc ? t('console.downloads.edit') : t('console.downloads.new')} data-testid="download-form">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Select<DownloadCategory>
          aria-label={t('console.downloads.category')}
          value={d.category}
          onChange={(category) => setD((x) => ({ ...x, category }))}
          options={DOWNLOAD_CATEGORIES.map((c) => ({ value: c, label: t(`downloads.categories.${c}`) }))}
          style={{ minWidth: 200 }}
        />
        {LANGS.map(([k, lang]) => (
          <Input
            key={k}
            lang={lang}
            aria-label={`${t('console.downloads.title')} · ${t(`langs.${lang}`)}`}
            placeholder={`${t('console.downloads.title')} · ${t(`langs.${lang}`)}${k === 'ZhHans' ? ' *' : ''}`}
            value={d[`title${k}`] ?? ''}
            maxLength={100}
            onChange={(e) => setD((x) => ({ ...x, [`title${k}`]: e.target.value }))}
          />
        ))}
        <label className="wc-field" htmlFor="lcf-4">
          <span>{t('console.downloads.sort')}</span>
          <InputNumber
            id="lcf-4"
            min={0}
            max={9999}
            value={d.sort}
            onChange={(v) => setD((x) => ({ ...x, sort: Number(v) || 0 }))}
          />
        </label>
        <label className="wc-upload">
          <span>
            {uploading
              ? t('webcast.sending')
              : file
                ? t('console.downloads.replace', { name: file })
                : t('console.downloads.choose')}
          </span>
          <input
            type="file"
            accept="application/pdf,image/jpeg,image/png"
            disabled={uploading}
            onChange={pick}
            data-testid="download-input"
          />
        </label>
        {percent.node}
        {error ? <Alert type="error" showIcon role="alert" message={error} /> : null}
        <Space>
          <Button type="primary" onClick={finish} loading={save.isPending} disabled={uploading}>
            {t('console.save')}
          </Button>
          <Button onClick={onDone}>{t('webcast.form.cancel')}</Button>
        </Space>
      </Space>
    </Card>
  );
}

function Downloads() {
  const { t } = useTranslation('content');
  const { message } = App.useApp();
  const list = useConsoleDownloads();
  const { remove } = useDownloadActions();
  const [editing, setEditing] = useState<{ doc?: OrganizerDownload; session: number } | null>(null);
  if (editing)
    return <DownloadForm key={editing.session} doc={editing.doc} onDone={() => setEditing(null)} />;
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <Card
      size="small"
      title={t('downloads.title')}
      extra={
        <Button type="primary" onClick={() => setEditing({ session: Date.now() })} data-testid="new-download">
          {t('console.downloads.new')}
        </Button>
      }
    >
      <List
        loading={list.isPending}
        dataSource={list.data ?? []}
        locale={{ emptyText: <Empty description={t('downloads.empty')} /> }}
        renderItem={(d) => (
          <List.Item
            actions={[
              <Button key="edit" type="link" onClick={() => setEditing({ doc: d, session: Date.now() })}>
                {t('webcast.actions.edit')}
              </Button>,
              <ConfirmButton
                key="delete"
                type="link"
                danger
                label={t('console.remove')}
                confirm={t('console.confirmRemove')}
                onConfirm={() =>
                  remove.mutate(d.id, {
                    onSuccess: () => void message.success(t('console.removed')),
                    onError: (err) => void message.error((err as ApiError).message),
                  })
                }
              />,
            ]}
          >
            <List.Item.Meta
              title={d.titleZhHans}
              description={
                <Space size={4} wrap>
                  <Tag>{t(`downloads.categories.${d.category}`)}</Tag>
                  <span>{d.fileName}</span>
                  <span>{t('console.downloads.count', { count: d.downloadCount })}</span>
                </Space>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}

type Tab = 'rounds' | 'photos' | 'downloads';

/** /organizer/live: live rounds, the photo wall (post, order, publish / unpublish) and the documents to download. */
export default function LiveConsolePage() {
  const { t } = useTranslation('content');
  const [tab, setTab] = useState<Tab>('rounds');
  return (
    <div>
      <PageHead title={t('console.title')} intro={t('console.intro')} />
      <Segmented
        style={{ marginBottom: 16 }}
        value={tab}
        onChange={(v) => setTab(v as Tab)}
        options={[
          { value: 'rounds', label: t('console.tabs.rounds') },
          { value: 'photos', label: t('console.tabs.photos') },
          { value: 'downloads', label: t('console.tabs.downloads') },
        ]}
      />
      {tab === 'rounds' ? <Rounds /> : tab === 'photos' ? <Photos /> : <Downloads />}
    </div>
  );
}
