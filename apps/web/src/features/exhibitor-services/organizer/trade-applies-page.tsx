import { TRADE_APPLY_KINDS, TRADE_APPLY_STATES } from '@cidpex/contracts';
import { List, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { PagedResult } from '../../../components/paged-result';
import { StatusFilter } from '../../../components/review-queue/status-filter';
import { readOption, readPage, useUrlParams } from '../../../lib/url-params';
import { TRADE_PAGE_SIZE, useOrgTradeApplies } from '../api/trade-applies';
import { TradeApplyCard } from '../components/trade-apply-card';

const TABS = [...TRADE_APPLY_STATES, 'all'] as const;

/** /organizer/tradeApplications: every exhibitor's sample and agency applications, and how they were answered. */
export default function OrgTradeAppliesPage() {
  const { t } = useTranslation('exhub');
  const [params, update] = useUrlParams();
  const kind = readOption(params.get('kind'), TRADE_APPLY_KINDS, 'sample');
  const tab = readOption(params.get('status'), TABS, 'all');
  const page = readPage(params);
  const query = useOrgTradeApplies(kind, tab === 'all' ? undefined : tab, page);
  return (
    <div className="org-page">
      <h1>{t('trade.org.title')}</h1>
      <Segmented
        aria-label={t('trade.org.kind')}
        value={kind}
        onChange={(next) => update({ kind: next, status: null, page: null })}
        options={TRADE_APPLY_KINDS.map((k) => ({ value: k, label: t(`trade.${k}.title`) }))}
        style={{ marginBottom: 12 }}
      />
      <div>
        <StatusFilter
          label={t('trade.state')}
          options={TABS}
          value={tab}
          counts={query.data?.counts}
          labelOf={(s) => (s === 'all' ? t('trade.all') : t(`trade.states.${s}`))}
          style={{ marginBottom: 12 }}
        />
      </div>
      <PagedResult
        query={query}
        pageSize={TRADE_PAGE_SIZE}
        isEmpty={(d) => d.rows.length === 0}
        empty={t(`trade.${kind}.empty`)}
        errorTitle={t('trade.loadError')}
        retryText={t('trade.retry')}
      >
        {(data) => (
          <List
            dataSource={data.rows}
            split={false}
            renderItem={(row) => (
              <List.Item>
                <TradeApplyCard row={row} showEnterprise />
              </List.Item>
            )}
          />
        )}
      </PagedResult>
    </div>
  );
}
