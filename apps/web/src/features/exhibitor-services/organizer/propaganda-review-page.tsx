import { PROPAGANDA_STATES, type Propaganda, type PropagandaState } from '@cidpex/contracts';
import { Alert, App, Button, Input, Modal, Segmented, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readOption, readPage, useUrlParams } from '../../../lib/url-params';
import { useOrgPropaganda, useReviewPropaganda } from '../api/propaganda';
import { PropagandaList } from '../components/propaganda-list';

const TABS = PROPAGANDA_STATES.filter((s) => s !== 'draft') as Exclude<PropagandaState, 'draft'>[];
type Decision = 'approve' | 'reject' | 'requestChanges';

/** /organizer/propaganda: exhibitors' publicity material; approve, reject or request changes (with a reason). */
export default function PropagandaReviewPage() {
  const { t } = useTranslation('exextras');
  const { message } = App.useApp();
  const [params, update] = useUrlParams();
  const tab = readOption(params.get('status'), TABS, 'submitted');
  const query = useOrgPropaganda(tab, readPage(params));
  const review = useReviewPropaganda();
  const [asking, setAsking] = useState<{ item: Propaganda; decision: Decision } | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const decide = async (item: Propaganda, decision: Decision, why = '') => {
    setError(null);
    try {
      await review.mutateAsync({ id: item.id, body: { decision, reason: why } });
      message.success(t('org.done'));
      setAsking(null);
      setReason('');
    } catch (e) {
      setError((e as Error).message);
    }
  };

  return (
    <div className="org-page">
      <h1>{t('org.title')}</h1>
      <div style={{ maxWidth: '100%', overflowX: 'auto', marginBottom: 12 }}>
        <Segmented
          value={tab}
          onChange={(next) => update({ status: next, page: null })}
          options={TABS.map((s) => ({ value: s, label: t(`propaganda.states.${s}`) }))}
        />
      </div>
      {error && !asking && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <PropagandaList
        query={query}
        empty={t('org.empty')}
        showEnterprise
        actions={(item) =>
          item.status === 'submitted' ? (
            <Space wrap>
              <Button type="primary" loading={review.isPending} onClick={() => decide(item, 'approve')}>
                {t('org.approve')}
              </Button>
              <Button danger onClick={() => setAsking({ item, decision: 'reject' })}>
                {t('org.reject')}
              </Button>
              <Button onClick={() => setAsking({ item, decision: 'requestChanges' })}>
                {t('org.requestChanges')}
              </Button>
            </Space>
          ) : undefined
        }
      />
      <Modal
        open={asking !== null}
        title={asking ? t(`org.${asking.decision}`) : ''}
        okText={t('org.confirm')}
        cancelText={t('org.cancel')}
        confirmLoading={review.isPending}
        okButtonProps={{ disabled: reason.trim().length === 0 }}
        onOk={() => asking && decide(asking.item, asking.decision, reason.trim())}
        onCancel={() => setAsking(null)}
      >
        <label htmlFor="propaganda-reason">{t('org.reasonLabel')}</label>
        <Input.TextArea
          id="propaganda-reason"
          rows={3}
          maxLength={300}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        {reason.trim().length === 0 && <div style={{ color: '#8c8c8c' }}>{t('org.reasonRequired')}</div>}
        {error && asking && <Alert type="error" showIcon title={error} style={{ marginTop: 8 }} />}
      </Modal>
    </div>
  );
}
