import { TRADE_APPLY_STATES, type TradeApply, type TradeApplyKind } from '@cidpex/contracts';
import { Alert, Button, Input, List, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedResult } from '../../../components/paged-result';
import { StatusFilter } from '../../../components/review-queue/status-filter';
import { formatDateTime } from '../../../lib/date-format';
import { downloadCsv } from '../../../lib/export-file';
import { useLang } from '../../../lib/i18n';
import { readOption, readPage, useUrlParams } from '../../../lib/url-params';
import { CenterFrame } from '../../enterprises';
import {
  exportTradeApplies,
  TRADE_PAGE_SIZE,
  useAnswerTradeApply,
  useTradeApplies,
} from '../api/trade-applies';
import { TradeApplyCard } from '../components/trade-apply-card';
import '../exhibitor-services.css';

const TABS = [...TRADE_APPLY_STATES, 'all'] as const;

/**
 * /myEnterprise/sampleAppl and /myEnterprise/agencyAppli: the sample or agency applications
 * buyers sent to the enterprise, by state, searchable; accept, decline with a reply, export.
 */
export function TradeAppliesPage({ kind }: { kind: TradeApplyKind }) {
  const { t } = useTranslation('exhub');
  return (
    <CenterFrame active={kind === 'sample' ? 'sampleAppl' : 'agencyAppli'} title={t(`trade.${kind}.title`)}>
      {() => <TradeAppliesBody kind={kind} />}
    </CenterFrame>
  );
}

function TradeAppliesBody({ kind }: { kind: TradeApplyKind }) {
  const { t } = useTranslation('exhub');
  const lang = useLang();
  const [params, update] = useUrlParams();
  const tab = readOption(params.get('status'), TABS, 'pending');
  const page = readPage(params);
  const keyword = params.get('q') ?? '';
  const [typed, setTyped] = useState(keyword);
  const filter = { status: tab === 'all' ? undefined : tab, keyword: keyword || undefined };
  const query = useTradeApplies(kind, filter, page);
  const answer = useAnswerTradeApply(kind);
  const [declining, setDeclining] = useState<TradeApply | null>(null);
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  const run = async (row: TradeApply, action: 'accept' | 'decline', text = '') => {
    setError(null);
    try {
      await answer.mutateAsync({ id: row.id, action, reply: text });
      setDeclining(null);
      setReply('');
    } catch (e) {
      setError((e as Error).message);
    }
  };

  const download = async () => {
    setError(null);
    setExporting(true);
    try {
      const { rows } = await exportTradeApplies(kind, filter);
      const common = [t('trade.name'), t('trade.company'), t('trade.mobile'), t('trade.email')];
      const header =
        kind === 'sample'
          ? [...common, t('trade.product'), t('trade.quantity'), t('trade.address')]
          : [...common, t('trade.region'), t('trade.channel')];
      downloadCsv(
        `${t(`trade.${kind}.file`)}-${new Date().toISOString().slice(0, 10)}`,
        [...header, t('trade.message'), t('trade.state'), t('trade.reply'), t('trade.createdAt')],
        rows.map((r) => [
          r.name,
          r.company,
          r.mobile,
          r.email,
          ...(kind === 'sample' ? [r.productName, r.quantity, r.address] : [r.region, r.channel]),
          r.message,
          t(`trade.states.${r.status}`),
          r.reply,
          formatDateTime(r.createdAt, lang),
        ]),
      );
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div>
      <p className="dir-muted">{t(`trade.${kind}.intro`)}</p>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          aria-label={t('trade.search')}
          placeholder={t('trade.search')}
          allowClear
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={(v) => update({ q: v.trim(), page: null })}
          style={{ maxWidth: 320 }}
        />
        <Button onClick={download} loading={exporting} disabled={!query.data || query.data.total === 0}>
          {t('trade.export')}
        </Button>
      </Space>
      <StatusFilter
        label={t('trade.state')}
        options={TABS}
        value={tab}
        counts={query.data?.counts}
        labelOf={(s) => (s === 'all' ? t('trade.all') : t(`trade.states.${s}`))}
        style={{ marginBottom: 12, maxWidth: '100%', overflowX: 'auto' }}
      />
      {error && !declining && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <PagedResult
        query={query}
        pageSize={TRADE_PAGE_SIZE}
        isEmpty={(d) => d.rows.length === 0}
        empty={keyword ? t('trade.noMatch') : t(`trade.${kind}.empty`)}
        retryText={t('trade.retry')}
      >
        {(data) => (
          <List
            dataSource={data.rows}
            split={false}
            renderItem={(row) => (
              <List.Item>
                <TradeApplyCard
                  row={row}
                  actions={
                    row.status === 'pending' ? (
                      <Space wrap style={{ marginTop: 8 }}>
                        <Button type="primary" loading={answer.isPending} onClick={() => run(row, 'accept')}>
                          {t(`trade.${kind}.accept`)}
                        </Button>
                        <Button danger onClick={() => setDeclining(row)}>
                          {t('trade.decline')}
                        </Button>
                      </Space>
                    ) : null
                  }
                />
              </List.Item>
            )}
          />
        )}
      </PagedResult>
      <Modal
        open={declining !== null}
        title={declining ? t('trade.declineTitle', { name: declining.name }) : ''}
        okText={t('trade.decline')}
        okButtonProps={{ danger: true, disabled: reply.trim() === '', loading: answer.isPending }}
        cancelText={t('trade.cancel')}
        onCancel={() => setDeclining(null)}
        onOk={() => declining && run(declining, 'decline', reply.trim())}
      >
        <label htmlFor="trade-reply">{t('trade.replyLabel')}</label>
        <Input.TextArea
          id="trade-reply"
          rows={3}
          maxLength={500}
          value={reply}
          onChange={(e) => setReply(e.target.value)}
        />
        {reply.trim() === '' && <p className="dir-muted">{t('trade.replyRequired')}</p>}
        {error && <Alert type="error" showIcon title={error} />}
      </Modal>
    </div>
  );
}
