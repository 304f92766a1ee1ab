import {
  GIFTCARD_BATCH_MAX,
  type GiftBatch,
  type GiftBatchBody,
  type GiftCodeRow,
  type GiftPrize,
} from '@cidpex/contracts';
import { App, Button, Card, Empty, Form, Input, InputNumber, Segmented, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHead } from '../../../components/console/page-head';
import { QueryError } from '../../../components/console/query-error';
import { UserText } from '../../../components/user-text';
import { ApiError } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';
import {
  type CodeParams,
  getGiftCodes,
  useCreateGiftBatch,
  useGiftBatches,
  useGiftCodes,
} from '../api/giftcards';
import '../giftcards.css';
import '../../../components/console/console.css';
import { ResponsiveTable } from '../../../components/responsive-table';
import { formatFairTime } from '../../../lib/date-format';
import { downloadCsv } from '../../../lib/export-file';

const FILTERS = ['all', 'yes', 'no'] as const;
const PRIZE_LANGS = ['zh-Hans', 'zh-Hant', 'en'] as const;

function readParams(search: URLSearchParams): CodeParams | null {
  const batchId = Number(search.get('batch'));
  if (!Number.isInteger(batchId) || batchId <= 0) return null;
  const redeemed = search.get('redeemed');
  return {
    batchId,
    page: Math.max(1, Number(search.get('page')) || 1),
    redeemed: (FILTERS as readonly string[]).includes(redeemed ?? '')
      ? (redeemed as CodeParams['redeemed'])
      : 'all',
  };
}

/**
 * /organizer/giftCards: generate a batch of claim codes for a prize (named in the three
 * languages), then see each code, whether it was redeemed, by whom and when; export as CSV.
 */
export default function GiftCardsPage() {
  const { t } = useTranslation('giftcards');
  const { t: tc } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<GiftBatchBody>();
  const [search, setSearch] = useSearchParams();
  const params = readParams(search);
  const batches = useGiftBatches();
  const create = useCreateGiftBatch();
  const codes = useGiftCodes(params);
  const prize = (p: GiftPrize) => <UserText>{p[lang]}</UserText>;
  const date = (iso: string | null) => formatFairTime(iso, lang);

  const open = (next: Partial<CodeParams>) => {
    const merged = { ...(params ?? { page: 1, redeemed: 'all' }), page: 1, ...next } as CodeParams;
    setSearch({ batch: String(merged.batchId), page: String(merged.page), redeemed: merged.redeemed });
  };

  const onCreate = (body: GiftBatchBody) => {
    create.mutate(body, {
      onSuccess: (batch) => {
        message.success(t('org.created', { count: batch.count }));
        form.resetFields();
        open({ batchId: batch.id });
      },
      onError: (err) => message.error(err instanceof ApiError ? err.message : tc('errors.fallback')),
    });
  };

  const download = async (batch: GiftBatch) => {
    try {
      const all = await getGiftCodes({ batchId: batch.id, page: 1, redeemed: 'all' }, GIFTCARD_BATCH_MAX);
      const head = [
        t('org.code'),
        t('org.status'),
        t('org.redeemedBy'),
        t('org.contact'),
        t('org.redeemedAt'),
      ];
      // The shared export (lib/export-file): a kept CSV writer with the spreadsheet-formula guard,
      // since a redeemer's name is typed by the public.
      downloadCsv(
        `giftcards-${batch.id}.csv`,
        head,
        all.rows.map((r) => [
          r.code,
          r.redeemedAt ? t('org.redeemed') : t('org.unused'),
          r.redeemedBy?.name ?? '',
          r.redeemedBy?.mobile ?? r.redeemedBy?.email ?? '',
          formatFairTime(r.redeemedAt, lang),
        ]),
      );
    } catch (err) {
      message.error(err instanceof ApiError ? err.message : tc('errors.fallback'));
    }
  };

  const batchColumns = [
    { title: t('org.prize'), key: 'prize', render: (_: unknown, b: GiftBatch) => prize(b.prize) },
    { title: t('org.count'), dataIndex: 'count', key: 'count' },
    { title: t('org.redeemedCount'), dataIndex: 'redeemed', key: 'redeemed' },
    { title: t('org.createdAt'), key: 'createdAt', render: (_: unknown, b: GiftBatch) => date(b.createdAt) },
    {
      title: t('org.actions'),
      key: 'actions',
      render: (_: unknown, b: GiftBatch) => (
        <span style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button
            size="small"
            type={params?.batchId === b.id ? 'primary' : 'default'}
            onClick={() => open({ batchId: b.id })}
          >
            {t('org.viewCodes')}
          </Button>
          <Button size="small" onClick={() => void download(b)}>
            {t('org.download')}
          </Button>
        </span>
      ),
    },
  ];

  const codeColumns = [
    {
      title: t('org.code'),
      dataIndex: 'code',
      key: 'code',
      render: (code: string) => <span className="giftcards-codes">{code}</span>,
    },
    {
      title: t('org.status'),
      key: 'status',
      render: (_: unknown, r: GiftCodeRow) =>
        r.redeemedAt ? <Tag color="green">{t('org.redeemed')}</Tag> : <Tag>{t('org.unused')}</Tag>,
    },
    {
      title: t('org.redeemedBy'),
      key: 'by',
      render: (_: unknown, r: GiftCodeRow) =>
        r.redeemedBy ? (
          <>
            <UserText fallback={`#${r.redeemedBy.id}`}>{r.redeemedBy.name}</UserText>
            <br />
            <small>{r.redeemedBy.mobile ?? r.redeemedBy.email}</small>
          </>
        ) : null,
    },
    { title: t('org.redeemedAt'), key: 'at', render: (_: unknown, r: GiftCodeRow) => date(r.redeemedAt) },
  ];

  return (
    <div>
      <PageHead title={t('org.title')} intro={t('org.intro')} />
      <Card
        title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('org.newBatch')}</h2>}
        style={{ marginBottom: 16 }}
      >
        <Form<GiftBatchBody>
          form={form}
          name="giftBatch"
          layout="vertical"
          onFinish={onCreate}
          initialValues={{ count: 100 }}
          style={{ maxWidth: 560 }}
        >
          {PRIZE_LANGS.map((l) => {
            const label = t(`org.prizeIn.${l}`);
            return (
              <Form.Item
                key={l}
                name={['prize', l]}
                label={label}
                rules={[{ required: true, whitespace: true, message: tc('form.required', { label }) }]}
              >
                <Input maxLength={100} lang={l === 'en' ? 'en' : l} />
              </Form.Item>
            );
          })}
          <Form.Item
            name="count"
            label={t('org.count')}
            extra={t('org.countHint', { max: GIFTCARD_BATCH_MAX })}
            rules={[{ required: true, message: tc('form.required', { label: t('org.count') }) }]}
          >
            <InputNumber min={1} max={GIFTCARD_BATCH_MAX} precision={0} style={{ width: 160 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('org.generate')}
          </Button>
        </Form>
      </Card>
      <Card
        title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('org.batches')}</h2>}
        style={{ marginBottom: 16 }}
      >
        {batches.isPending ? (
          <Skeleton active />
        ) : batches.isError ? (
          <QueryError error={batches.error} onRetry={() => void batches.refetch()} />
        ) : batches.data.length === 0 ? (
          <Empty description={t('org.noBatches')} />
        ) : (
          <ResponsiveTable
            rowKey="id"
            size="small"
            scroll={{ x: true }}
            columns={batchColumns}
            dataSource={batches.data}
            pagination={false}
          />
        )}
      </Card>
      {params && (
        <Card
          title={
            <h2 style={{ fontSize: 16, margin: 0 }}>
              {codes.data ? (
                <>
                  {t('org.codesOf')} {prize(codes.data.batch.prize)}{' '}
                  {t('org.redeemedOf', {
                    redeemed: codes.data.batch.redeemed,
                    count: codes.data.batch.count,
                  })}
                </>
              ) : (
                t('org.codesOf')
              )}
            </h2>
          }
        >
          <Segmented
            aria-label={t('org.status')}
            value={params.redeemed}
            onChange={(value) => open({ batchId: params.batchId, redeemed: value as CodeParams['redeemed'] })}
            options={FILTERS.map((f) => ({ value: f, label: t(`org.filter.${f}`) }))}
            style={{ marginBottom: 12 }}
          />
          {codes.isPending ? (
            <Skeleton active />
          ) : codes.isError ? (
            <QueryError error={codes.error} onRetry={() => void codes.refetch()} />
          ) : (
            <ResponsiveTable
              rowKey="id"
              size="small"
              scroll={{ x: true }}
              columns={codeColumns}
              dataSource={codes.data.rows}
              locale={{ emptyText: <Empty description={tc('empty')} /> }}
              pagination={{
                current: params.page,
                pageSize: codes.data.pageSize,
                total: codes.data.total,
                showSizeChanger: false,
                onChange: (page) => open({ batchId: params.batchId, redeemed: params.redeemed, page }),
              }}
            />
          )}
        </Card>
      )}
    </div>
  );
}
