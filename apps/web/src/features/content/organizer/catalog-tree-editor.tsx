import { CATALOG_LIMITS, type CatalogKind, type OrganizerCatalog } from '@cidpex/contracts';
import { Alert, App, Button, Empty, Input, Modal, Segmented, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';
import { type CatalogChange, convertChinese, useCatalogChange } from '../api/content';

type Flat = OrganizerCatalog & { depth: number; parentId: number | null; first: boolean; last: boolean };

/** The tree in display order, each entry with its depth, parent and place among its siblings. */
export function flattenTree(nodes: OrganizerCatalog[], depth = 0, parentId: number | null = null): Flat[] {
  return nodes.flatMap((n, i) => [
    { ...n, depth, parentId, first: i === 0, last: i === nodes.length - 1 },
    ...flattenTree(n.children, depth + 1, n.id),
  ]);
}

/** The ids of a catalog and everything under it (never a parent for it). */
function subtreeIds(node: OrganizerCatalog): number[] {
  return [node.id, ...node.children.flatMap(subtreeIds)];
}

interface FormState {
  kind: CatalogKind;
  parentId: number | null;
  nameZhHans: string;
  nameZhHant: string;
  nameEn: string;
  code: string;
  path: string;
}

const emptyForm = (kind: CatalogKind): FormState => ({
  kind,
  parentId: null,
  nameZhHans: '',
  nameZhHant: '',
  nameEn: '',
  code: '',
  path: '',
});

type Dialog =
  | { mode: 'create'; form: FormState }
  | { mode: 'rename'; id: number; fixed: boolean; form: FormState }
  | { mode: 'move'; node: Flat; parentId: number | null };

/**
 * The catalog tree of one site, as the organizer edits it: menu entries (navigation) and content
 * sections. Add, rename, move up or down or under another parent, hide or show, delete an empty
 * one. Each change answers the whole tree, shown at once.
 */
export function CatalogTreeEditor({ siteId, tree }: { siteId: number; tree: OrganizerCatalog[] }) {
  const { t } = useTranslation('content');
  const lang = useLang();
  const { message, modal } = App.useApp();
  const change = useCatalogChange(siteId);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [converting, setConverting] = useState(false);
  const flat = flattenTree(tree);
  const name = (c: OrganizerCatalog) =>
    lang === 'en' ? c.nameEn : lang === 'zh-Hant' ? c.nameZhHant : c.nameZhHans;

  const run = (c: CatalogChange, done: string, close = false) =>
    change.mutate(c, {
      onSuccess: () => {
        void message.success(done);
        setFailure(null);
        if (close) setDialog(null);
      },
      // The dialog stays open with what was typed; the reason shows in it.
      onError: (err) => {
        const text = (err as ApiError).message;
        if (close) setFailure(text);
        else void message.error(text);
      },
    });

  const setForm = (patch: Partial<FormState>) =>
    setDialog((d) => (d && d.mode !== 'move' ? { ...d, form: { ...d.form, ...patch } } : d));

  const submitForm = () => {
    if (!dialog || dialog.mode === 'move' || change.isPending) return;
    const { kind, parentId, ...edit } = dialog.form;
    if (dialog.mode === 'create')
      run({ op: 'create', body: { siteId, kind, parentId, ...edit } }, t('cat.done.create'), true);
    else run({ op: 'rename', id: dialog.id, body: edit }, t('cat.done.rename'), true);
  };

  const fillHant = async () => {
    if (!dialog || dialog.mode === 'move') return;
    setConverting(true);
    try {
      const { texts } = await convertChinese('zh-Hant', [dialog.form.nameZhHans]);
      setForm({ nameZhHant: texts[0] ?? '' });
    } catch (err) {
      void message.error((err as ApiError).message);
    } finally {
      setConverting(false);
    }
  };

  const form = dialog && dialog.mode !== 'move' ? dialog.form : null;
  const fixed = dialog?.mode === 'rename' && dialog.fixed;
  const parentOptions = (kind: CatalogKind, except: number[] = []) => [
    { value: 0, label: t('cat.topLevel') },
    ...flat
      .filter((c) => c.kind === kind && !except.includes(c.id))
      .map((c) => ({ value: c.id, label: `${'— '.repeat(c.depth)}${name(c)}` })),
  ];

  return (
    <div className="catalog-editor" data-testid="catalog-editor">
      <Space wrap style={{ marginBottom: 12 }}>
        <Button
          type="primary"
          onClick={() => {
            setFailure(null);
            setDialog({ mode: 'create', form: emptyForm('content') });
          }}
          data-testid="catalog-add"
        >
          {t('cat.add')}
        </Button>
        <span className="catalog-editor__hint">{t('cat.hint')}</span>
      </Space>
      {flat.length === 0 ? (
        <Empty description={t('cat.empty')} />
      ) : (
        <ul className="catalog-editor__list">
          {flat.map((c) => (
            <li
              key={c.id}
              className="catalog-editor__row"
              style={{ paddingLeft: 8 + c.depth * 16 }}
              data-testid={`catalog-${c.kind}-${c.code}`}
            >
              <div className="catalog-editor__name">
                <strong style={c.hidden ? { color: '#8c8c8c' } : undefined}>{name(c)}</strong>{' '}
                <Tag>{t(`cat.kinds.${c.kind}`)}</Tag>
                {c.hidden ? <Tag color="orange">{t('cat.hidden')}</Tag> : null}
                {c.fixed ? (
                  <Tag color="blue" title={t('cat.fixedHint')}>
                    {t('cat.fixed')}
                  </Tag>
                ) : null}
                <div className="catalog-editor__meta">
                  <code>{c.code}</code> <code>{c.path}</code>
                </div>
              </div>
              <Space size={4} wrap>
                <Button
                  size="small"
                  aria-label={t('cat.up', { name: name(c) })}
                  title={t('cat.up', { name: name(c) })}
                  disabled={c.first || change.isPending}
                  onClick={() => run({ op: 'move', id: c.id, body: { direction: 'up' } }, t('cat.done.move'))}
                >
                  ↑
                </Button>
                <Button
                  size="small"
                  aria-label={t('cat.down', { name: name(c) })}
                  title={t('cat.down', { name: name(c) })}
                  disabled={c.last || change.isPending}
                  onClick={() =>
                    run({ op: 'move', id: c.id, body: { direction: 'down' } }, t('cat.done.move'))
                  }
                >
                  ↓
                </Button>
                <Button
                  size="small"
                  onClick={() => {
                    setFailure(null);
                    setDialog({
                      mode: 'rename',
                      id: c.id,
                      fixed: c.fixed,
                      form: {
                        kind: c.kind as CatalogKind,
                        parentId: c.parentId,
                        nameZhHans: c.nameZhHans,
                        nameZhHant: c.nameZhHant,
                        nameEn: c.nameEn,
                        code: c.code,
                        path: c.path,
                      },
                    });
                  }}
                >
                  {t('cat.rename')}
                </Button>
                <Button
                  size="small"
                  onClick={() => {
                    setFailure(null);
                    setDialog({ mode: 'move', node: c, parentId: c.parentId });
                  }}
                >
                  {t('cat.moveTo')}
                </Button>
                <Button
                  size="small"
                  disabled={change.isPending}
                  onClick={() =>
                    run(
                      { op: 'visibility', id: c.id, hidden: !c.hidden },
                      t(c.hidden ? 'cat.done.show' : 'cat.done.hide'),
                    )
                  }
                >
                  {t(c.hidden ? 'cat.show' : 'cat.hide')}
                </Button>
                <Button
                  size="small"
                  danger
                  // Pages find a fixed section by its code: the server refuses to delete it.
                  disabled={change.isPending || c.fixed}
                  title={c.fixed ? t('cat.fixedHint') : undefined}
                  onClick={() =>
                    modal.confirm({
                      title: t('cat.confirmDelete', { name: name(c) }),
                      okText: t('cat.delete'),
                      okButtonProps: { danger: true },
                      cancelText: t('cat.cancel'),
                      onOk: () => run({ op: 'delete', id: c.id }, t('cat.done.delete')),
                    })
                  }
                >
                  {t('cat.delete')}
                </Button>
              </Space>
            </li>
          ))}
        </ul>
      )}

      <Modal
        open={form !== null}
        title={dialog?.mode === 'create' ? t('cat.addTitle') : t('cat.renameTitle')}
        onCancel={() => setDialog(null)}
        onOk={submitForm}
        okText={t('cat.save')}
        cancelText={t('cat.cancel')}
        confirmLoading={change.isPending}
        destroyOnHidden
      >
        {form ? (
          <form
            className="catalog-editor__form"
            onSubmit={(e) => {
              e.preventDefault();
              submitForm();
            }}
          >
            {dialog?.mode === 'create' ? (
              <>
                <div className="catalog-editor__field">
                  <span>{t('cat.kind')}</span>
                  <Segmented
                    block
                    value={form.kind}
                    onChange={(v) => setForm({ kind: v as CatalogKind, parentId: null })}
                    options={[
                      { value: 'content', label: t('cat.kinds.content') },
                      { value: 'navi', label: t('cat.kinds.navi') },
                    ]}
                  />
                </div>
                <div className="catalog-editor__field">
                  <label htmlFor="cat-parent">{t('cat.parent')}</label>
                  <Select
                    id="cat-parent"
                    value={form.parentId ?? 0}
                    onChange={(v) => setForm({ parentId: v === 0 ? null : v })}
                    options={parentOptions(form.kind)}
                  />
                </div>
              </>
            ) : null}
            <div className="catalog-editor__field">
              <label htmlFor="cat-name-hans">{t('cat.nameZhHans')}</label>
              <Input
                id="cat-name-hans"
                value={form.nameZhHans}
                maxLength={CATALOG_LIMITS.name}
                onChange={(e) => setForm({ nameZhHans: e.target.value })}
                data-testid="catalog-name-zh-hans"
              />
            </div>
            <div className="catalog-editor__field">
              <label htmlFor="cat-name-hant">{t('cat.nameZhHant')}</label>
              <Space.Compact block>
                <Input
                  id="cat-name-hant"
                  value={form.nameZhHant}
                  maxLength={CATALOG_LIMITS.name}
                  onChange={(e) => setForm({ nameZhHant: e.target.value })}
                  data-testid="catalog-name-zh-hant"
                />
                <Button
                  loading={converting}
                  disabled={!form.nameZhHans.trim()}
                  onClick={() => void fillHant()}
                >
                  {t('org.fillHant')}
                </Button>
              </Space.Compact>
            </div>
            <div className="catalog-editor__field">
              <label htmlFor="cat-name-en">{t('cat.nameEn')}</label>
              <Input
                id="cat-name-en"
                value={form.nameEn}
                maxLength={CATALOG_LIMITS.name}
                onChange={(e) => setForm({ nameEn: e.target.value })}
                data-testid="catalog-name-en"
              />
            </div>
            <div className="catalog-editor__field">
              <label htmlFor="cat-code">{t('cat.code')}</label>
              <Input
                id="cat-code"
                value={form.code}
                maxLength={CATALOG_LIMITS.code}
                onChange={(e) => setForm({ code: e.target.value })}
                disabled={fixed}
                data-testid="catalog-code"
              />
            </div>
            <div className="catalog-editor__field">
              <label htmlFor="cat-path">{t(form.kind === 'navi' ? 'cat.pathNavi' : 'cat.pathContent')}</label>
              <Input
                id="cat-path"
                value={form.path}
                maxLength={CATALOG_LIMITS.path}
                onChange={(e) => setForm({ path: e.target.value })}
                disabled={fixed}
                placeholder={form.kind === 'navi' ? '/exhibition/programme' : 'news/industry'}
                data-testid="catalog-path"
              />
            </div>
            {fixed ? <Alert type="info" showIcon title={t('cat.fixedHint')} /> : null}
            {failure ? <Alert type="error" showIcon title={failure} role="alert" /> : null}
            <button type="submit" hidden aria-hidden />
          </form>
        ) : null}
      </Modal>

      <Modal
        open={dialog?.mode === 'move'}
        title={dialog?.mode === 'move' ? t('cat.moveTitle', { name: name(dialog.node) }) : ''}
        onCancel={() => setDialog(null)}
        onOk={() => {
          if (dialog?.mode === 'move' && !change.isPending)
            run(
              { op: 'move', id: dialog.node.id, body: { parentId: dialog.parentId } },
              t('cat.done.move'),
              true,
            );
        }}
        okText={t('cat.save')}
        cancelText={t('cat.cancel')}
        confirmLoading={change.isPending}
        destroyOnHidden
      >
        {dialog?.mode === 'move' ? (
          <div className="catalog-editor__form">
            <div className="catalog-editor__field">
              <label htmlFor="cat-parent">{t('cat.parent')}</label>
              <Select
                id="cat-parent"
                value={dialog.parentId ?? 0}
                onChange={(v) => setDialog({ ...dialog, parentId: v === 0 ? null : v })}
                options={parentOptions(dialog.node.kind as CatalogKind, subtreeIds(dialog.node))}
                data-testid="catalog-move-parent"
              />
            </div>
            {failure ? <Alert type="error" showIcon title={failure} role="alert" /> : null}
          </div>
        ) : null}
      </Modal>
    </div>
  );
}
