import type { OutboxRow } from '@cidpex/contracts';
import { Button, Empty, Grid, Input, Pagination, Segmented, Skeleton } from 'antd';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHead } from '../../../components/console/page-head';
import { QueryError } from '../../../components/console/query-error';
import { useLang } from '../../../lib/i18n';
import { type OutboxChannel, type OutboxParams, useOutbox } from '../api/get-outbox';
import { DeadLetters } from '../components/dead-letters';
import { OutboxCards, OutboxTable } from '../components/outbox-list';
import { formatNumber } from '../lib/format';
import { PAGE_SIZES, readOutboxParams, writeOutboxParams } from '../lib/outbox-params';
import '../../../components/console/console.css';

type ChannelChoice = OutboxChannel | 'all';

/** Newest first whatever order a page comes in. */
function newestFirst(rows: OutboxRow[]) {
  return [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

/**
 * /organizer/outbox: every email and SMS the portal sent, where the demo reads its
 * verification codes. Channel, recipient search and paging live in the query string.
 */
export default function OutboxPage() {
  const { t } = useTranslation('organizer');
  const lang = useLang();
  const desktop = Boolean(Grid.useBreakpoint().md);
  const [search, setSearch] = useSearchParams();
  const params = readOutboxParams(search);
  const [draft, setDraft] = useState(params.q ?? '');
  const query = useOutbox(params);

  useEffect(() => setDraft(params.q ?? ''), [params.q]);

  const update = (next: Partial<OutboxParams>) =>
    setSearch(writeOutboxParams({ ...params, page: 1, ...next }));
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: draft.trim() || undefined });
  };
  const filtered = Boolean(params.channel || params.q);

  let content: ReactNode;
  if (query.isPending) {
    content = (
      <div role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton active paragraph={{ rows: 3 }} />
        <Skeleton active paragraph={{ rows: 3 }} />
      </div>
    );
  } else if (query.isError) {
    content = (
      <QueryError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  } else if (query.data.rows.length === 0) {
    content = (
      <Empty
        description={filtered ? t('outbox.emptyFiltered') : t('outbox.empty')}
        className="org-empty"
        data-testid="outbox-empty"
      >
        {filtered ? (
          <Button type="primary" onClick={() => setSearch(new URLSearchParams())}>
            {t('outbox.clearFilters')}
          </Button>
        ) : (
          <Link to="/organizer/dashboard">{t('backToDashboard')}</Link>
        )}
      </Empty>
    );
  } else {
    const rows = newestFirst(query.data.rows);
    content = (
      <>
        <p className="org-count" aria-live="polite">
          {t('outbox.count', { count: query.data.total, formatted: formatNumber(query.data.total, lang) })}
        </p>
        {desktop ? <OutboxTable rows={rows} /> : <OutboxCards rows={rows} />}
        <Pagination
          className="org-pagination"
          current={params.page}
          pageSize={params.pageSize}
          total={query.data.total}
          simple={!desktop}
          showSizeChanger={desktop}
          pageSizeOptions={PAGE_SIZES.map(String)}
          onChange={(page, pageSize) => update({ page: pageSize === params.pageSize ? page : 1, pageSize })}
        />
      </>
    );
  }

  const channelOptions: Array<{ value: ChannelChoice; label: string }> = [
    { value: 'all', label: t('outbox.channel.all') },
    { value: 'email', label: t('outbox.channel.email') },
    { value: 'sms', label: t('outbox.channel.sms') },
  ];

  return (
    <div className="org-page">
      <PageHead
        title={t('outbox.title')}
        intro={t('outbox.intro')}
        actions={
          <Button onClick={() => void query.refetch()} loading={query.isFetching && !query.isPending}>
            {t('refresh')}
          </Button>
        }
      />
      <div className="org-filters">
        <div className="org-filters__group">
          <span className="org-filters__label" id="outbox-channel-label">
            {t('outbox.channelLabel')}
          </span>
          <Segmented<ChannelChoice>
            aria-labelledby="outbox-channel-label"
            options={channelOptions}
            value={params.channel ?? 'all'}
            onChange={(value) => update({ channel: value === 'all' ? undefined : value })}
          />
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older phone browsers (and jsdom) */}
        <form role="search" className="org-filters__search" onSubmit={onSearch}>
          <label htmlFor="outbox-q" className="org-filters__label">
            {t('outbox.searchLabel')}
          </label>
          <div className="org-filters__row">
            <Input
              id="outbox-q"
              value={draft}
              allowClear
              maxLength={100}
              placeholder={t('outbox.searchPlaceholder')}
              onChange={(event) => {
                setDraft(event.target.value);
                // Clearing the box with its × shows everything again at once.
                if (event.type === 'click' && !event.target.value) update({ q: undefined });
              }}
            />
            <Button htmlType="submit">{t('outbox.search')}</Button>
          </div>
        </form>
      </div>
      <DeadLetters />
      {content}
    </div>
  );
}
