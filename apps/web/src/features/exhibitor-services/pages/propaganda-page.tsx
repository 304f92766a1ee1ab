import {
  PROPAGANDA_KINDS,
  PROPAGANDA_RULES,
  PROPAGANDA_TRANSITIONS,
  type Propaganda,
  type PropagandaKind,
} from '@cidpex/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Form,
  Input,
  Popconfirm,
  Select,
  Space,
  Upload,
  type UploadFile,
} from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readPage, useUrlParams } from '../../../lib/url-params';
import {
  uploadPropagandaFile,
  useMyPropaganda,
  usePropagandaAction,
  useSavePropaganda,
} from '../api/propaganda';
import { PropagandaList } from '../components/propaganda-list';
import '../exhibitor-services.css';
import { usePendingUploads } from '../../../lib/use-pending-uploads';

interface Values {
  kind: PropagandaKind;
  titleZh: string;
  titleEn: string;
  bodyZh: string;
  bodyEn: string;
}
type FileRef = { id: number; name: string; url?: string; mimeType?: string };
const isPicture = (mimeType?: string) => mimeType === 'image/jpeg' || mimeType === 'image/png';

const editable = (p: Propaganda) =>
  (PROPAGANDA_TRANSITIONS.edit.from as readonly string[]).includes(p.status);
const submittable = (p: Propaganda) =>
  (PROPAGANDA_TRANSITIONS.submit.from as readonly string[]).includes(p.status);
const revocable = (p: Propaganda) =>
  (PROPAGANDA_TRANSITIONS.revoke.from as readonly string[]).includes(p.status);
const newKey = () => crypto.randomUUID();

/**
 * /exhibitor/propaganda: the exhibitor writes publicity material (kind, title and text in
 * Chinese and English, pictures or PDFs), keeps it as a draft or submits it for review,
 * edits it until reviewed (or after a rejection) and withdraws it before review.
 */
export default function PropagandaPage() {
  const { t } = useTranslation('exextras');
  const { message } = App.useApp();
  const [params, update] = useUrlParams();
  const page = readPage(params);
  const query = useMyPropaganda(undefined, page);
  const save = useSavePropaganda();
  const act = usePropagandaAction();
  const [form] = Form.useForm<Values>();
  const [editing, setEditing] = useState<Propaganda | null>(null);
  const [files, setFiles] = useState<FileRef[]>([]);
  // A picked file shows at once in the list with its name, its preview (a picture) and the
  // percent sent; a failed one stays there with the reason, retry and remove (issue 24).
  const uploads = usePendingUploads({
    failed: { retry: t('propaganda.uploadRetry'), remove: t('propaganda.uploadRemove') },
    showUploadList: { showPreviewIcon: false, showDownloadIcon: false },
  });
  const uploading = uploads.pending.some((f) => f.status === 'uploading');
  const full = files.length + uploads.pending.length >= PROPAGANDA_RULES.maxFiles;
  const [requestKey, setRequestKey] = useState(newKey);
  const [error, setError] = useState<string | null>(null);

  const startEdit = (item: Propaganda) => {
    setEditing(item);
    setError(null);
    setFiles(item.files.map((f) => ({ id: f.id, name: f.name, url: f.url, mimeType: f.mimeType })));
    form.setFieldsValue({
      kind: item.kind,
      titleZh: item.titleZh,
      titleEn: item.titleEn,
      bodyZh: item.bodyZh,
      bodyEn: item.bodyEn,
    });
    window.scrollTo?.({ top: 0 });
  };
  const reset = () => {
    setEditing(null);
    setFiles([]);
    for (const f of uploads.pending) if (f.status !== 'uploading') uploads.remove(f.uid);
    setRequestKey(newKey());
    form.resetFields();
    if (params.get('edit')) update({ edit: null });
  };

  // A link from the review list (?edit=id) opens that item for editing, once.
  const editId = Number(params.get('edit') ?? 0);
  const opened = useRef(0);
  const pending = query.data?.rows.find((r) => r.id === editId);
  // biome-ignore lint/correctness/useExhaustiveDependencies: startEdit only sets state; runs when the linked item arrives
  useEffect(() => {
    if (pending && opened.current !== pending.id && editable(pending)) {
      opened.current = pending.id;
      startEdit(pending);
    }
  }, [pending]);

  const send = async (submit: boolean) => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setError(null);
    const body = { ...values, attachmentIds: files.map((f) => f.id), submit };
    try {
      await save.mutateAsync(editing ? { id: editing.id, body } : { body: { ...body, requestKey } });
      message.success(t(submit ? 'propaganda.submitted' : 'propaganda.saved'));
      reset();
    } catch (e) {
      setError((e as Error).message);
    }
  };

  const onUpload = (file: File) => {
    setError(null);
    const slot = uploads.start(file, isPicture(file.type));
    uploadPropagandaFile(file, slot.progress).then(
      (att) => {
        setFiles((prev) => [...prev, { id: att.id, name: file.name, url: att.url, mimeType: att.mimeType }]);
        slot.done();
      },
      (e: Error) => slot.fail(e.message, () => onUpload(file)),
    );
  };
  const fileList: UploadFile[] = [
    ...files.map(
      (f): UploadFile => ({
        uid: `file-${f.id}`,
        name: f.name,
        status: 'done',
        url: f.url,
        thumbUrl: f.url && isPicture(f.mimeType) ? f.url : undefined,
      }),
    ),
    ...uploads.pending,
  ];

  const run = async (id: number, action: 'submit' | 'revoke') => {
    try {
      await act.mutateAsync({ id, action });
      message.success(t(action === 'submit' ? 'propaganda.submitted' : 'propaganda.saved'));
    } catch (e) {
      message.error((e as Error).message);
    }
  };

  const required = (label: string) => ({
    required: true,
    whitespace: true,
    message: t('propaganda.required', { label }),
  });

  return (
    <div className="exsvc-page">
      <h1>{t('propaganda.title')}</h1>
      <p>
        {t('propaganda.intro')} <Link to="/exhibitor/propagandaAudit">{t('propaganda.auditLink')}</Link>
      </p>
      <Card
        title={editing ? t('propaganda.editing', { title: editing.titleZh }) : t('propaganda.new')}
        style={{ marginBottom: 16 }}
        data-testid="propaganda-form"
      >
        <Form form={form} layout="vertical" initialValues={{ kind: 'pressRelease', titleEn: '', bodyEn: '' }}>
          <Form.Item name="kind" label={t('propaganda.kind')} rules={[{ required: true }]}>
            <Select
              options={PROPAGANDA_KINDS.map((k) => ({ value: k, label: t(`propaganda.kinds.${k}`) }))}
            />
          </Form.Item>
          <div className="exsvc-grid">
            <Form.Item
              name="titleZh"
              label={t('propaganda.titleZh')}
              rules={[required(t('propaganda.titleZh'))]}
            >
              <Input maxLength={PROPAGANDA_RULES.titleMax} />
            </Form.Item>
            <Form.Item name="titleEn" label={t('propaganda.titleEn')}>
              <Input maxLength={PROPAGANDA_RULES.titleMax} />
            </Form.Item>
          </div>
          <Form.Item name="bodyZh" label={t('propaganda.bodyZh')} rules={[required(t('propaganda.bodyZh'))]}>
            <Input.TextArea rows={5} maxLength={PROPAGANDA_RULES.bodyMax} showCount />
          </Form.Item>
          <Form.Item name="bodyEn" label={t('propaganda.bodyEn')}>
            <Input.TextArea rows={5} maxLength={PROPAGANDA_RULES.bodyMax} showCount />
          </Form.Item>
          <Form.Item
            label={t('propaganda.files')}
            extra={t('propaganda.filesHint', { max: PROPAGANDA_RULES.maxFiles })}
          >
            <Upload
              accept="image/jpeg,image/png,application/pdf"
              listType="picture"
              fileList={fileList}
              className="exsvc-upload-list"
              customRequest={({ file }) => onUpload(file as File)}
              onRemove={(file) => {
                if (uploads.isPending(file.uid)) uploads.remove(file.uid);
                else setFiles((prev) => prev.filter((x) => `file-${x.id}` !== file.uid));
              }}
              {...uploads.listProps}
            >
              {full ? null : <Button>{t('propaganda.upload')}</Button>}
            </Upload>
          </Form.Item>
          <Space wrap>
            <Button onClick={() => send(false)} loading={save.isPending} disabled={uploading}>
              {t('propaganda.saveDraft')}
            </Button>
            <Button type="primary" onClick={() => send(true)} loading={save.isPending} disabled={uploading}>
              {t('propaganda.submit')}
            </Button>
            {editing && <Button onClick={reset}>{t('propaganda.cancelEdit')}</Button>}
          </Space>
        </Form>
        {error && <Alert style={{ marginTop: 12 }} type="error" showIcon title={error} />}
      </Card>
      <h2>{t('propaganda.mine')}</h2>
      <PropagandaList
        query={query}
        empty={t('propaganda.empty')}
        actions={(item) => (
          <Space wrap>
            {editable(item) && (
              <Button size="small" onClick={() => startEdit(item)}>
                {t('propaganda.edit')}
              </Button>
            )}
            {submittable(item) && (
              <Button size="small" type="primary" onClick={() => run(item.id, 'submit')}>
                {t('propaganda.submit')}
              </Button>
            )}
            {revocable(item) && (
              <Popconfirm title={t('propaganda.revokeConfirm')} onConfirm={() => run(item.id, 'revoke')}>
                <Button size="small" danger>
                  {t('propaganda.revoke')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        )}
      />
    </div>
  );
}
