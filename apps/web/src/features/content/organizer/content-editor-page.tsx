import {
  CONTENT_LIMITS,
  type ContentEditBody,
  type ContentEditor,
  type ContentKind,
  type ContentState,
  NAV_SITES,
  nextContentState,
  type OrganizerCatalog,
} from '@cidpex/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Empty,
  Input,
  List,
  Row,
  Segmented,
  Select,
  Space,
  Switch,
  Tag,
} from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHead } from '../../../components/console/page-head';
import { QueryError } from '../../../components/console/query-error';
import { formatDateTime } from '../../../lib/date-format';
import type { ApiError } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';
import { useUploadPercent } from '../../../lib/use-pending-uploads';
import {
  convertChinese,
  uploadContentPicture,
  useOrganizerCatalogs,
  useOrganizerContent,
  useOrganizerContents,
  usePublishContent,
  useSaveContent,
  useUnpublishContent,
} from '../api/content';
import { contentPath } from '../lib/paths';
import { CatalogTreeEditor } from './catalog-tree-editor';

const LANGS = [
  { key: 'ZhHans', lang: 'zh-Hans' },
  { key: 'ZhHant', lang: 'zh-Hant' },
  { key: 'En', lang: 'en' },
] as const;
type LangKey = (typeof LANGS)[number]['key'];
type Field = 'title' | 'summary' | 'body';
type Draft = Omit<ContentEditBody, 'catalogId'> & { catalogId: number };

const STATE_COLORS: Record<ContentState, string> = {
  draft: 'default',
  scheduled: 'gold',
  published: 'green',
  unpublished: 'red',
};

function emptyDraft(catalogId: number, kind: ContentKind): Draft {
  return {
    catalogId,
    kind,
    code: null,
    titleZhHans: '',
    titleZhHant: '',
    titleEn: '',
    summaryZhHans: '',
    summaryZhHant: '',
    summaryEn: '',
    bodyZhHans: '',
    bodyZhHant: '',
    bodyEn: '',
    coverUrl: null,
  };
}

function draftOf(item: ContentEditor): Draft {
  const { id: _id, status: _s, publishAt: _p, publishedAt: _pd, updatedAt: _u, ...rest } = item;
  return rest;
}

function flatten(nodes: OrganizerCatalog[], depth = 0): Array<OrganizerCatalog & { depth: number }> {
  return nodes.flatMap((n) => [{ ...n, depth }, ...flatten(n.children, depth + 1)]);
}

/** The local date-time the organizer picks, as an instant with its offset. */
function toInstant(local: string): string | undefined {
  if (!local) return undefined;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

/** The editor of one page or news item: three languages side by side, preview, OpenCC, publish. */
function Editor({
  id,
  catalogId,
  kind,
  onSaved,
}: {
  id: number | null;
  catalogId: number;
  kind: ContentKind;
  onSaved: (id: number) => void;
}) {
  const { t } = useTranslation('content');
  const lang = useLang();
  const { message } = App.useApp();
  const loaded = useOrganizerContent(id);
  const save = useSaveContent();
  const publish = usePublishContent();
  const unpublish = useUnpublishContent();
  const [draft, setDraft] = useState<Draft>(() => emptyDraft(catalogId, kind));
  const [preview, setPreview] = useState(false);
  const [converting, setConverting] = useState(false);
  const [uploading, setUploading] = useState(false);
  const percent = useUploadPercent();
  const [scheduleAt, setScheduleAt] = useState('');
  const [dirty, setDirty] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const item = loaded.data;

  useEffect(() => {
    if (id === null) setDraft(emptyDraft(catalogId, kind));
  }, [id, catalogId, kind]);
  useEffect(() => {
    if (item) {
      setDraft(draftOf(item));
      setDirty(false);
    }
  }, [item]);

  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setDirty(true);
  };
  const value = (field: Field, key: LangKey) => draft[`${field}${key}`] ?? '';

  async function fill(to: 'zh-Hant' | 'zh-Hans') {
    const from: LangKey = to === 'zh-Hant' ? 'ZhHans' : 'ZhHant';
    const target: LangKey = to === 'zh-Hant' ? 'ZhHant' : 'ZhHans';
    setConverting(true);
    try {
      const { texts } = await convertChinese(to, [
        value('title', from),
        value('summary', from),
        value('body', from),
      ]);
      set({ [`title${target}`]: texts[0], [`summary${target}`]: texts[1], [`body${target}`]: texts[2] });
      void message.info(t('org.converted'));
    } catch (err) {
      void message.error((err as ApiError).message);
    } finally {
      setConverting(false);
    }
  }

  async function upload(file: File) {
    setUploading(true);
    const slot = percent.track();
    try {
      const att = await uploadContentPicture(file, slot.progress);
      const tag = `<p><img src="${att.url}" alt="" /></p>`;
      set({
        bodyZhHans: value('body', 'ZhHans') + tag,
        bodyZhHant: value('body', 'ZhHant') + tag,
        bodyEn: value('body', 'En') + tag,
      });
    } catch (err) {
      void message.error((err as ApiError).message);
    } finally {
      slot.done();
      setUploading(false);
    }
  }

  async function doSave(): Promise<ContentEditor | null> {
    try {
      const saved = await save.mutateAsync({ id, body: { ...draft, version: item?.version } });
      setDirty(false);
      onSaved(saved.id);
      return saved;
    } catch {
      return null;
    }
  }

  if (id !== null && loaded.isPending) return <Card loading />;
  if (id !== null && loaded.isError)
    return <QueryError error={loaded.error} onRetry={() => void loaded.refetch()} />;

  const status = item?.status ?? 'draft';
  const can = (action: 'publish' | 'schedule' | 'unpublish') =>
    item !== undefined && nextContentState(status, action) !== null;
  const failure = (save.error ?? publish.error ?? unpublish.error) as ApiError | null;

  return (
    <Card
      title={
        <Space wrap>
          {id === null ? t('org.new', { kind: t(`kinds.${kind}`) }) : t('org.editing', { id })}
          <Tag color={STATE_COLORS[status]} data-testid="content-status">
            {t(`states.${status}`)}
          </Tag>
          {item?.publishAt && status === 'scheduled' ? (
            <span>{formatDateTime(item.publishAt, lang)}</span>
          ) : null}
        </Space>
      }
      extra={
        item && (status === 'published' || status === 'scheduled') ? (
          <a href={contentPath(item)} target="_blank" rel="noreferrer">
            {t('org.open')}
          </a>
        ) : null
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label={t('org.kind')}
          value={draft.kind}
          style={{ width: 120 }}
          options={(['news', 'page'] as const).map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          onChange={(k) => set({ kind: k })}
        />
        {draft.kind === 'page' ? (
          <Input
            aria-label={t('org.code')}
            placeholder={t('org.code')}
            value={draft.code ?? ''}
            maxLength={CONTENT_LIMITS.code}
            style={{ width: 200 }}
            onChange={(e) => set({ code: e.target.value || null })}
          />
        ) : null}
        <Button onClick={() => void fill('zh-Hant')} loading={converting} data-testid="fill-hant">
          {t('org.fillHant')}
        </Button>
        <Button onClick={() => void fill('zh-Hans')} loading={converting}>
          {t('org.fillHans')}
        </Button>
        <Button onClick={() => fileInput.current?.click()} loading={uploading}>
          {t('org.picture')}
        </Button>
        {percent.node}
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          aria-label={t('org.picture')}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void upload(file);
          }}
        />
        <span>
          <Switch checked={preview} onChange={setPreview} aria-label={t('org.preview')} /> {t('org.preview')}
        </span>
      </Space>
      <Row gutter={[16, 16]}>
        {LANGS.map(({ key, lang: l }) => (
          <Col xs={24} lg={8} key={key}>
            <fieldset style={{ border: '1px solid #e3e8ea', borderRadius: 8, padding: 12, margin: 0 }}>
              <legend
                style={{
                  fontWeight: 600,
                  padding: '0 4px',
                  width: 'auto',
                  border: 0,
                  margin: 0,
                  fontSize: 14,
                }}
              >
                {t(`langs.${l}`)}
              </legend>
              <label htmlFor={`cnt-title-${l}`}>
                {t('org.title')}
                <Input
                  value={value('title', key)}
                  maxLength={CONTENT_LIMITS.title}
                  onChange={(e) => set({ [`title${key}`]: e.target.value })}
                  id={`cnt-title-${l}`}
                  data-testid={`title-${l}`}
                />
              </label>
              <label htmlFor={`cnt-summary-${l}`}>
                {t('org.summary')}
                <Input.TextArea
                  rows={2}
                  value={value('summary', key)}
                  maxLength={CONTENT_LIMITS.summary}
                  onChange={(e) => set({ [`summary${key}`]: e.target.value })}
                  id={`cnt-summary-${l}`}
                  data-testid={`summary-${l}`}
                />
              </label>
              {preview ? (
                <iframe
                  title={t('org.previewOf', { lang: t(`langs.${l}`) })}
                  sandbox=""
                  srcDoc={`<!doctype html><meta charset="utf-8"><style>body{font:15px/1.7 system-ui,sans-serif;margin:8px}img{max-width:100%}</style><h1 style="font-size:20px">${value('title', key).replace(/</g, '&lt;')}</h1>${value('body', key)}`}
                  style={{
                    width: '100%',
                    height: 320,
                    border: '1px solid #e3e8ea',
                    borderRadius: 6,
                    marginTop: 8,
                  }}
                />
              ) : (
                <label htmlFor={`cnt-body-${l}`}>
                  {t('org.body')}
                  <Input.TextArea
                    rows={12}
                    value={value('body', key)}
                    onChange={(e) => set({ [`body${key}`]: e.target.value })}
                    id={`cnt-body-${l}`}
                    data-testid={`body-${l}`}
                    style={{ fontFamily: 'monospace', fontSize: 13 }}
                  />
                </label>
              )}
            </fieldset>
          </Col>
        ))}
      </Row>
      <p style={{ color: '#5b6b70', marginTop: 8 }}>{t('org.sanitised')}</p>
      {failure ? <Alert type="error" showIcon title={failure.message} style={{ marginBottom: 12 }} /> : null}
      <Space wrap>
        <Button
          type="primary"
          loading={save.isPending}
          onClick={() => void doSave()}
          data-testid="content-save"
        >
          {t('org.save')}
        </Button>
        <Button
          disabled={!can('publish') && !(item === undefined)}
          loading={publish.isPending && !scheduleAt}
          onClick={async () => {
            const saved = dirty || !item ? await doSave() : item;
            if (!saved) return;
            publish.mutate({ id: saved.id }, { onSuccess: () => void message.success(t('org.published')) });
          }}
          data-testid="content-publish"
        >
          {t('org.publish')}
        </Button>
        <Input
          type="datetime-local"
          aria-label={t('org.scheduleAt')}
          value={scheduleAt}
          onChange={(e) => setScheduleAt(e.target.value)}
          style={{ width: 220 }}
        />
        <Button
          disabled={!scheduleAt || (item !== undefined && !can('schedule'))}
          loading={publish.isPending && Boolean(scheduleAt)}
          onClick={async () => {
            const saved = dirty || !item ? await doSave() : item;
            if (!saved) return;
            publish.mutate(
              { id: saved.id, publishAt: toInstant(scheduleAt) },
              { onSuccess: () => void message.success(t('org.scheduled')) },
            );
          }}
        >
          {t('org.schedule')}
        </Button>
        <Button
          danger
          disabled={!can('unpublish')}
          loading={unpublish.isPending}
          onClick={() =>
            item && unpublish.mutate(item.id, { onSuccess: () => void message.success(t('org.unpublished')) })
          }
        >
          {t('org.unpublish')}
        </Button>
      </Space>
    </Card>
  );
}

/** /organizer/contents: the catalog tree of each site, its pages and news, and the editor. */
export default function ContentEditorPage() {
  const { t } = useTranslation('content');
  const lang = useLang();
  const [site, setSite] = useState<number>(NAV_SITES.zh);
  const catalogs = useOrganizerCatalogs(site);
  const contentCatalogs = useMemo(
    () => flatten(catalogs.data ?? []).filter((c) => c.kind === 'content'),
    [catalogs.data],
  );
  const [catalogId, setCatalogId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [editing, setEditingState] = useState<{
    id: number | null;
    kind: ContentKind;
    session: number;
  } | null>(null);
  const sessions = useRef(0);
  // A new editing session (a fresh editor) each time the organizer picks an item or starts one.
  const setEditing = (next: { id: number | null; kind: ContentKind } | null) =>
    setEditingState(next && { ...next, session: ++sessions.current });
  const current = catalogId ?? contentCatalogs[0]?.id ?? null;
  const list = useOrganizerContents({ catalogId: current ?? undefined, page });
  const name = (c: OrganizerCatalog) =>
    lang === 'en' ? c.nameEn : lang === 'zh-Hant' ? c.nameZhHant : c.nameZhHans;
  const navi = flatten(catalogs.data ?? []).filter((c) => c.kind === 'navi');
  // The contents of the site, or its catalog tree (menu and sections) to edit.
  const [view, setView] = useState<'contents' | 'catalogs'>('contents');

  return (
    <div>
      <PageHead title={t('org.title_page')} intro={t('org.intro')} />
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented
          value={site}
          onChange={(v) => {
            setSite(Number(v));
            setCatalogId(null);
            setEditing(null);
          }}
          options={[
            { value: NAV_SITES.zh, label: t('org.siteZh') },
            { value: NAV_SITES.en, label: t('org.siteEn') },
          ]}
        />
        <Segmented
          value={view}
          onChange={(v) => setView(v as 'contents' | 'catalogs')}
          options={[
            { value: 'contents', label: t('org.items') },
            { value: 'catalogs', label: t('cat.title') },
          ]}
          data-testid="content-view"
        />
      </Space>
      {catalogs.isError ? (
        <QueryError error={catalogs.error} onRetry={() => void catalogs.refetch()} />
      ) : null}
      {view === 'catalogs' ? (
        <Card size="small" title={t('cat.title')} loading={catalogs.isPending}>
          {catalogs.data ? <CatalogTreeEditor siteId={site} tree={catalogs.data} /> : null}
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} md={7}>
            <Card size="small" title={t('org.catalogs')} loading={catalogs.isPending}>
              {contentCatalogs.length === 0 ? (
                <Empty description={t('org.noCatalogs')} />
              ) : (
                <nav aria-label={t('org.catalogs')}>
                  {contentCatalogs.map((c) => (
                    <Button
                      key={c.id}
                      type={c.id === current ? 'primary' : 'text'}
                      block
                      style={{ justifyContent: 'flex-start', paddingLeft: 12 + c.depth * 16 }}
                      onClick={() => {
                        setCatalogId(c.id);
                        setPage(1);
                        setEditing(null);
                      }}
                    >
                      {name(c)}
                      {c.hidden ? (
                        <Tag color="orange" style={{ marginLeft: 8 }}>
                          {t('cat.hidden')}
                        </Tag>
                      ) : null}
                    </Button>
                  ))}
                </nav>
              )}
              {navi.length > 0 ? (
                <details style={{ marginTop: 12 }}>
                  <summary>{t('org.navigation', { count: navi.length })}</summary>
                  <ul style={{ paddingLeft: 16 }}>
                    {navi.map((n) => (
                      <li key={n.id} style={{ marginLeft: n.depth * 12 }}>
                        {name(n)} <code>{n.path}</code>
                      </li>
                    ))}
                  </ul>
                </details>
              ) : null}
            </Card>
            <Card
              size="small"
              style={{ marginTop: 16 }}
              title={t('org.items')}
              extra={
                <Space>
                  <Button
                    size="small"
                    disabled={!current}
                    onClick={() => setEditing({ id: null, kind: 'news' })}
                    data-testid="new-news"
                  >
                    {t('org.newNews')}
                  </Button>
                  <Button
                    size="small"
                    disabled={!current}
                    onClick={() => setEditing({ id: null, kind: 'page' })}
                  >
                    {t('org.newPage')}
                  </Button>
                </Space>
              }
            >
              {list.isError ? (
                <QueryError error={list.error} onRetry={() => void list.refetch()} />
              ) : (
                <List
                  loading={list.isPending}
                  dataSource={list.data?.rows ?? []}
                  locale={{ emptyText: t('org.noItems') }}
                  pagination={
                    (list.data?.total ?? 0) > 20
                      ? {
                          current: page,
                          pageSize: 20,
                          total: list.data?.total,
                          onChange: setPage,
                          size: 'small',
                        }
                      : false
                  }
                  renderItem={(row) => (
                    <List.Item
                      onClick={() => setEditing({ id: row.id, kind: row.kind })}
                      style={{
                        cursor: 'pointer',
                        background: editing?.id === row.id ? '#eef7f8' : undefined,
                      }}
                    >
                      <List.Item.Meta
                        title={
                          <button
                            type="button"
                            style={{ all: 'unset', cursor: 'pointer' }}
                            onClick={() => setEditing({ id: row.id, kind: row.kind })}
                          >
                            {(lang === 'en'
                              ? row.titleEn
                              : lang === 'zh-Hant'
                                ? row.titleZhHant
                                : row.titleZhHans) || t('org.untitled')}
                          </button>
                        }
                        description={
                          <Space size={4} wrap>
                            <Tag>{t(`kinds.${row.kind}`)}</Tag>
                            <Tag color={STATE_COLORS[row.status]}>{t(`states.${row.status}`)}</Tag>
                            <span>{formatDateTime(row.updatedAt, lang)}</span>
                          </Space>
                        }
                      />
                    </List.Item>
                  )}
                />
              )}
            </Card>
          </Col>
          <Col xs={24} md={17}>
            {editing && current ? (
              <Editor
                key={editing.session}
                id={editing.id}
                catalogId={current}
                kind={editing.kind}
                onSaved={(id) => setEditingState((e) => (e ? { ...e, id } : e))}
              />
            ) : (
              <Card>
                <Empty description={t('org.pick')} />
              </Card>
            )}
          </Col>
        </Row>
      )}
    </div>
  );
}
