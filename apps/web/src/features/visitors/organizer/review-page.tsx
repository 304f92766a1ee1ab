import {
  VISITOR_REJECT_REASON_MAX,
  VISITOR_STATUSES,
  type VisitorRegistration,
  type VisitorStatus,
} from '@cidpex/contracts';
import { App, Button, Input, Pagination, Segmented, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryResult } from '../../../components/query-result';
import { RejectReasonModal } from '../../../components/review-queue/reject-reason-modal';
import { UserText } from '../../../components/user-text';
import { ApiError } from '../../../lib/http/client';
import { useDict } from '../api/get-form-dicts';
import { type ReviewParams, useReview, useReviewPage, useSourceStats } from './review-api';
import '../visitors.css';
import { ResponsiveTable } from '../../../components/responsive-table';

const STATUS_COLOR: Record<VisitorStatus, string> = { pending: 'gold', approved: 'green', rejected: 'red' };

function readParams(search: URLSearchParams): ReviewParams {
  const status = search.get('status');
  return {
    page: Math.max(1, Number(search.get('page')) || 1),
    status: (VISITOR_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as VisitorStatus)
      : undefined,
    country: search.get('country') || undefined,
    q: search.get('q') || undefined,
  };
}

/**
 * /organizer/visitors: the pre-registration review queue. Filters live in the URL; each row
 * can be approved or rejected with a reason; the selected rows are approved together.
 */
export default function VisitorReviewPage() {
  const { t } = useTranslation('visitors');
  const { message } = App.useApp();
  const [search, setSearch] = useSearchParams();
  const params = readParams(search);
  const query = useReviewPage(params);
  const sources = useSourceStats();
  const countries = useDict('country');
  const review = useReview();
  const [selected, setSelected] = useState<number[]>([]);
  const [rejecting, setRejecting] = useState<number | null>(null);
  const [draft, setDraft] = useState(params.q ?? '');

  const update = (next: Partial<ReviewParams>) => {
    const merged = { ...params, page: 1, ...next };
    const out = new URLSearchParams();
    for (const [key, value] of Object.entries(merged)) if (value) out.set(key, String(value));
    setSearch(out);
    setSelected([]);
  };
  const failed = (err: unknown) => message.error(err instanceof ApiError ? err.message : t('loadFailed'));
  const name = (r: VisitorRegistration) => r.name ?? [r.firstName, r.lastName].filter(Boolean).join(' ');
  const counts = query.data?.counts;

  const columns = [
    {
      title: t('fields.name'),
      key: 'name',
      render: (_: unknown, r: VisitorRegistration) => <UserText>{name(r)}</UserText>,
    },
    {
      title: t('fields.company'),
      dataIndex: 'company',
      key: 'company',
      render: (company: string | null) => <UserText>{company}</UserText>,
    },
    {
      title: t('fields.country'),
      dataIndex: 'country',
      key: 'country',
      // The country's name in the console's language; the code until the dictionary is here.
      render: (code: string | null) =>
        code ? (countries.data?.find((c) => c.code === code)?.name ?? code) : '',
    },
    {
      title: t('review.id'),
      key: 'id',
      render: (_: unknown, r: VisitorRegistration) => `******${r.idLast6}`,
    },
    {
      title: t('review.status'),
      key: 'status',
      render: (_: unknown, r: VisitorRegistration) => (
        <Tag color={STATUS_COLOR[r.status]} title={r.rejectReason ?? undefined}>
          {t(`status.${r.status}`)}
        </Tag>
      ),
    },
    {
      title: t('review.actions'),
      key: 'actions',
      render: (_: unknown, r: VisitorRegistration) => (
        <span style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {r.status !== 'approved' && (
            <Button
              size="small"
              type="primary"
              aria-label={t('review.approveOne', { name: name(r) })}
              onClick={() =>
                review.mutate(
                  { action: 'approve', id: r.id },
                  { onSuccess: () => message.success(t('review.approved')), onError: failed },
                )
              }
            >
              {t('review.approve')}
            </Button>
          )}
          {r.status !== 'rejected' && !r.checkedInAt && (
            <Button
              size="small"
              danger
              aria-label={t('review.rejectOne', { name: name(r) })}
              onClick={() => setRejecting(r.id)}
            >
              {t('review.reject')}
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <div>
      <h1>{t('review.title')}</h1>
      <div className="org-visitors-actions">
        <Segmented
          aria-label={t('review.status')}
          value={params.status ?? 'all'}
          onChange={(value) => update({ status: value === 'all' ? undefined : (value as VisitorStatus) })}
          options={[
            { value: 'all', label: t('review.all') },
            ...VISITOR_STATUSES.map((s) => ({
              value: s,
              label: `${t(`status.${s}`)} ${counts ? counts[s] : ''}`.trim(),
            })),
          ]}
        />
        <Select
          allowClear
          aria-label={t('fields.country')}
          placeholder={t('fields.country')}
          style={{ minWidth: 160 }}
          showSearch={{ optionFilterProp: 'label' }}
          value={params.country}
          onChange={(country) => update({ country })}
          options={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
        />
        <Input.Search
          aria-label={t('review.search')}
          placeholder={t('review.search')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onSearch={(q) => update({ q: q.trim() || undefined })}
          style={{ maxWidth: 280 }}
        />
        <Button
          type="primary"
          disabled={selected.length === 0}
          loading={review.isPending}
          onClick={() =>
            review.mutate(
              { action: 'bulkApprove', ids: selected },
              {
                onSuccess: (result) => {
                  const approved =
                    'approved' in result && Array.isArray(result.approved) ? result.approved : [];
                  message.success(t('review.bulkDone', { n: approved.length }));
                  setSelected([]);
                },
                onError: failed,
              },
            )
          }
        >
          {t('review.bulkApprove', { n: selected.length })}
        </Button>
      </div>
      <QueryResult
        query={query}
        isEmpty={(data) => data.rows.length === 0}
        empty={t('review.empty')}
        errorTitle={t('loadFailed')}
        retryText={t('retry')}
      >
        {(data) => (
          <>
            <ResponsiveTable
              rowKey="id"
              size="small"
              scroll={{ x: true }}
              columns={columns}
              dataSource={data.rows}
              pagination={false}
              rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
            />
            <Pagination
              style={{ marginTop: 12 }}
              current={params.page}
              pageSize={data.pageSize}
              total={data.total}
              onChange={(page) => update({ page })}
              showSizeChanger={false}
            />
          </>
        )}
      </QueryResult>
      {sources.data && sources.data.length > 0 && (
        <section style={{ marginTop: 24 }}>
          <h2 style={{ fontSize: 16 }}>{t('review.sources')}</h2>
          <ResponsiveTable
            rowKey="source"
            size="small"
            pagination={false}
            dataSource={sources.data}
            columns={[
              {
                title: t('review.source'),
                dataIndex: 'source',
                render: (s: string) => s || t('review.direct'),
              },
              { title: t('review.visits'), dataIndex: 'visits' },
              { title: t('review.registrations'), dataIndex: 'registrations' },
              { title: t('status.approved'), dataIndex: 'approved' },
            ]}
          />
        </section>
      )}
      <RejectReasonModal
        open={rejecting !== null}
        title={t('review.rejectTitle')}
        okText={t('review.reject')}
        reasonLabel={t('review.reason')}
        requiredMessage={t('validation.VISITOR_REJECT_REASON_REQUIRED')}
        maxLength={VISITOR_REJECT_REASON_MAX}
        loading={review.isPending}
        onCancel={() => setRejecting(null)}
        onReject={(reason) =>
          rejecting !== null &&
          review.mutate(
            { action: 'reject', id: rejecting, reason },
            {
              onSuccess: () => {
                setRejecting(null);
                message.success(t('review.rejected'));
              },
              onError: failed,
            },
          )
        }
      />
    </div>
  );
}
