import { type BoothContract, fairToday, INVOICE_NUMBER_PATTERN } from '@cidpex/contracts';
import { Alert, Button, Input, Modal, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryResult } from '../../../components/query-result';
import { ResponsiveTable } from '../../../components/responsive-table';
import { UserText } from '../../../components/user-text';
import { formatDateTime } from '../../../lib/date-format';
import { useLang } from '../../../lib/i18n';
import { useDecideContractInvoice, useMarkReceived, useOrganizerContracts } from '../api';
import { money } from '../lib/money';

const PAY_COLOUR = { unpaid: 'default', pending: 'processing', paid: 'success' } as const;
const INVOICE_COLOUR = { requested: 'processing', issued: 'success', rejected: 'error' } as const;

/**
 * /organizer/boothContracts: booth contracts and payments; a bank transfer is marked received
 * here, and the invoice an exhibitor asked for a paid contract is issued (number, date) or
 * returned with a reason.
 */
export default function ContractsPage() {
  const { t } = useTranslation('exsvc');
  const lang = useLang();
  const query = useOrganizerContracts();
  const mark = useMarkReceived();
  const [error, setError] = useState<string | null>(null);
  const [deciding, setDeciding] = useState<{ contract: BoothContract; action: 'issue' | 'reject' } | null>(
    null,
  );
  return (
    <div className="org-page">
      <h1>{t('org.contracts')}</h1>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <QueryResult
        query={query}
        retryText={t('retry')}
        errorTitle={t('loadError')}
        isEmpty={(r) => r.length === 0}
        empty={t('contracts.empty')}
      >
        {(rows) => (
          <ResponsiveTable
            rowKey="id"
            size="small"
            scroll={{ x: true }}
            dataSource={rows}
            pagination={{ pageSize: 20 }}
            columns={[
              { title: t('contracts.no'), dataIndex: 'contractNo' },
              { title: t('org.enterprise'), render: (_, c) => <UserText>{c.enterpriseName}</UserText> },
              { title: t('boothNo'), render: (_, c) => c.booths.map((b) => b.boothNo).join(', ') },
              { title: t('total'), align: 'right', render: (_, c) => money(c.amount, lang) },
              { title: t('contracts.status'), render: (_, c) => t(`contractState.${c.status}`) },
              {
                title: t('org.payment'),
                render: (_, c) => (
                  <span data-testid={`payment-${c.contractNo}`}>
                    <Tag color={PAY_COLOUR[c.paymentStatus]}>{t(`pay.${c.paymentStatus}`)}</Tag>
                    {c.paymentMethod && (
                      <Tag data-testid={`method-${c.contractNo}`}>
                        {t(`contracts.method.${c.paymentMethod}`)}
                      </Tag>
                    )}
                    {c.paidAt && formatDateTime(c.paidAt, lang)}
                  </span>
                ),
              },
              {
                title: t('contractInvoice.title'),
                render: (_, c) => (
                  <InvoiceCell contract={c} onDecide={(action) => setDeciding({ contract: c, action })} />
                ),
              },
              {
                title: '',
                render: (_, c) =>
                  c.paymentStatus !== 'paid' && c.status !== 'cancelled' ? (
                    <Button
                      size="small"
                      type="primary"
                      onClick={async () => {
                        setError(null);
                        try {
                          await mark.mutateAsync(c.id);
                        } catch (e) {
                          setError((e as Error).message);
                        }
                      }}
                    >
                      {t('org.markReceived')}
                    </Button>
                  ) : null,
              },
            ]}
          />
        )}
      </QueryResult>
      {deciding && (
        <InvoiceDecision
          key={`${deciding.contract.id}-${deciding.action}`}
          contract={deciding.contract}
          action={deciding.action}
          onClose={() => setDeciding(null)}
        />
      )}
    </div>
  );
}

function InvoiceCell({
  contract: c,
  onDecide,
}: {
  contract: BoothContract;
  onDecide: (action: 'issue' | 'reject') => void;
}) {
  const { t } = useTranslation('exsvc');
  const inv = c.invoice;
  if (!inv) return <span className="dir-muted">{t('contractInvoice.notAsked')}</span>;
  return (
    <div data-testid={`org-invoice-${c.contractNo}`}>
      <Tag color={INVOICE_COLOUR[inv.status]}>{t(`contractInvoice.states.${inv.status}`)}</Tag>
      <div>
        {t(`invoice.${inv.type}`)} · <UserText>{inv.title}</UserText> · {inv.taxpayerId}
      </div>
      <div className="dir-muted">{inv.email}</div>
      {inv.status === 'issued' && (
        <div>
          {t('contractInvoice.issuedAs', { invoiceNo: inv.invoiceNo ?? '', date: inv.issuedOn ?? '' })}
        </div>
      )}
      {inv.status === 'rejected' && inv.rejectReason && (
        <div>
          {t('contractInvoice.returned')}: <UserText>{inv.rejectReason}</UserText>
        </div>
      )}
      {inv.status === 'requested' && (
        <Space wrap size={4} style={{ marginTop: 4 }}>
          <Button size="small" type="primary" onClick={() => onDecide('issue')}>
            {t('contractInvoice.issue')}
          </Button>
          <Button size="small" danger onClick={() => onDecide('reject')}>
            {t('contractInvoice.reject')}
          </Button>
        </Space>
      )}
    </div>
  );
}

/** The organizer's decision on a requested invoice: its number and date, or the reason it is returned. */
function InvoiceDecision({
  contract: c,
  action,
  onClose,
}: {
  contract: BoothContract;
  action: 'issue' | 'reject';
  onClose: () => void;
}) {
  const { t } = useTranslation('exsvc');
  const decide = useDecideContractInvoice();
  const today = fairToday();
  const [invoiceNo, setInvoiceNo] = useState('');
  const [issuedOn, setIssuedOn] = useState(today);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const numberOk = INVOICE_NUMBER_PATTERN.test(invoiceNo.trim());
  const ready = action === 'issue' ? numberOk && issuedOn !== '' && issuedOn <= today : reason.trim() !== '';
  const submit = async () => {
    setError(null);
    try {
      await decide.mutateAsync(
        action === 'issue'
          ? { id: c.id, action, invoiceNo: invoiceNo.trim(), issuedOn }
          : { id: c.id, action, reason: reason.trim() },
      );
      onClose();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <Modal
      open
      title={t(`contractInvoice.${action}Title`, { no: c.contractNo })}
      okText={t(`contractInvoice.${action}`)}
      okButtonProps={{ disabled: !ready, loading: decide.isPending }}
      onCancel={onClose}
      onOk={submit}
    >
      {action === 'issue' ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <label htmlFor="exsvc-invoice-no">{t('contractInvoice.number')}</label>
          <Input
            id="exsvc-invoice-no"
            inputMode="numeric"
            maxLength={20}
            value={invoiceNo}
            onChange={(e) => setInvoiceNo(e.target.value)}
          />
          {invoiceNo !== '' && !numberOk && <p className="dir-muted">{t('contractInvoice.numberRule')}</p>}
          <label htmlFor="exsvc-invoice-date">{t('contractInvoice.date')}</label>
          <Input
            id="exsvc-invoice-date"
            type="date"
            max={today}
            value={issuedOn}
            onChange={(e) => setIssuedOn(e.target.value)}
          />
        </Space>
      ) : (
        <>
          <label htmlFor="exsvc-invoice-reason">{t('org.reason')}</label>
          <Input.TextArea
            id="exsvc-invoice-reason"
            rows={3}
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          {reason.trim() === '' && <p className="dir-muted">{t('org.reasonRequired')}</p>}
        </>
      )}
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 8 }} />}
    </Modal>
  );
}
