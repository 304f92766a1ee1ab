import type { BoothContract } from '@cidpex/contracts';
import { Alert, Button, Card, Descriptions, Space, Tag, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryResult } from '../../../components/query-result';
import { UserText } from '../../../components/user-text';
import { formatDateTime } from '../../../lib/date-format';
import { useLang } from '../../../lib/i18n';
import { CenterFrame } from '../../enterprises';
import {
  fetchContractPdf,
  uploadSignedCopy,
  useCheckOnline,
  useContracts,
  usePayByBank,
  usePaymentMethods,
  usePayOnline,
  useRequestContractInvoice,
  useReturnCopy,
} from '../api';
import { money } from '../lib/money';
import '../exhibitor-services.css';
import { ButtonLink } from '../../../components/button-link';
import { QrCode } from '../../../components/qr-code';
import { ResponsiveTable } from '../../../components/responsive-table';
import { usePendingUploads } from '../../../lib/use-pending-uploads';

const PAY_COLOUR = { unpaid: 'default', pending: 'processing', paid: 'success' } as const;
const INVOICE_COLOUR = { requested: 'processing', issued: 'success', rejected: 'error' } as const;

/**
 * /myEnterprise/ordersContracts: the booth contracts (orders) of the enterprise with their bills:
 * the PDF in Chinese or English, the signed copy sent back, paid by bank transfer (announced; the
 * organizer marks it received) or online through the WeChat provider (a QR code, the sandbox page
 * where it is the sandbox; the page polls until the signed callback made it paid), and once paid its invoice, made out with the enterprise's
 * invoice information (requested → issued, or returned with a reason and asked again).
 */
export default function OrdersContractsPage() {
  const { t } = useTranslation('exsvc');
  return (
    <CenterFrame active="ordersContracts" title={t('contracts.title')}>
      {() => <Contracts />}
    </CenterFrame>
  );
}

function Contracts() {
  const { t } = useTranslation('exsvc');
  const query = useContracts();
  return (
    <QueryResult
      query={query}
      retryText={t('retry')}
      isEmpty={(rows) => rows.length === 0}
      empty={t('contracts.empty')}
    >
      {(rows) => (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          {rows.map((c) => (
            <ContractCard key={c.id} contract={c} />
          ))}
        </Space>
      )}
    </QueryResult>
  );
}

function ContractCard({ contract: c }: { contract: BoothContract }) {
  const { t } = useTranslation('exsvc');
  const lang = useLang();
  const pay = usePayByBank();
  const online = usePayOnline();
  const methods = usePaymentMethods();
  const wechatOffered = methods.data?.methods.includes('wechat') ?? false;
  const returnCopy = useReturnCopy();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The signed copy shows at once with its name, preview (a picture) and the percent sent; a failed
  // one stays with the reason, retry and remove (issue 24).
  const copy = usePendingUploads({
    failed: { retry: t('contracts.uploadRetry'), remove: t('contracts.uploadRemove') },
    showUploadList: { showPreviewIcon: false, showDownloadIcon: false },
  });
  const guard = async (work: () => Promise<unknown>) => {
    setError(null);
    setBusy(true);
    try {
      await work();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const sendCopy = (file: File) => {
    setError(null);
    // One copy at a time: a new pick replaces a failed one.
    for (const f of copy.pending) if (f.uid !== (file as File & { uid?: string }).uid) copy.remove(f.uid);
    const slot = copy.start(file, file.type === 'image/jpeg' || file.type === 'image/png');
    uploadSignedCopy(file, slot.progress)
      .then((attachment) => returnCopy.mutateAsync({ id: c.id, attachmentId: attachment.id }))
      .then(slot.done, (e: Error) => slot.fail(e.message, () => sendCopy(file)));
  };
  const copyGoing = copy.pending.some((f) => f.status === 'uploading');
  return (
    <Card
      data-testid={`contract-${c.contractNo}`}
      title={
        <span>
          {t('contracts.no')} {c.contractNo}
        </span>
      }
      extra={<Tag color={PAY_COLOUR[c.paymentStatus]}>{t(`pay.${c.paymentStatus}`)}</Tag>}
    >
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'status', label: t('contracts.status'), children: t(`contractState.${c.status}`) },
          { key: 'amount', label: t('total'), children: <strong>{money(c.amount, lang)}</strong> },
          { key: 'at', label: t('contracts.issued'), children: formatDateTime(c.createdAt, lang) },
        ]}
      />
      <ResponsiveTable
        size="small"
        rowKey="boothNo"
        pagination={false}
        scroll={{ x: true }}
        dataSource={c.booths}
        columns={[
          { title: t('boothNo'), dataIndex: 'boothNo' },
          {
            title: t('booth.type'),
            render: (_, b) => `${t(`type.${b.type}`)}${b.corner ? ` · ${t('plan.corner')}` : ''}`,
          },
          { title: t('booth.area'), render: (_, b) => `${b.size} m²` },
          { title: t('plan.price'), align: 'right', render: (_, b) => money(b.price, lang) },
        ]}
      />
      <Space wrap style={{ marginTop: 12 }}>
        {(['zh', 'en'] as const).map((l) => (
          <Button
            key={l}
            onClick={() => guard(() => fetchContractPdf(c, l, 'preview', t('contracts.pdfError')))}
          >
            {t(`contracts.preview.${l}`)}
          </Button>
        ))}
        <Button
          onClick={() =>
            guard(() => fetchContractPdf(c, lang === 'en' ? 'en' : 'zh', 'download', t('contracts.pdfError')))
          }
        >
          {t('contracts.download')}
        </Button>
        {c.paymentStatus === 'unpaid' && (
          <Button
            type="primary"
            loading={busy && pay.isPending}
            onClick={() => guard(() => pay.mutateAsync(c.id))}
          >
            {t('contracts.payBank')}
          </Button>
        )}
        {c.paymentStatus !== 'paid' && c.status !== 'cancelled' && wechatOffered && (
          <Button
            data-testid={`pay-online-${c.contractNo}`}
            loading={busy && online.isPending}
            onClick={() => guard(() => online.mutateAsync(c.id))}
          >
            {c.onlinePayment ? t('contracts.online.newQr') : t('contracts.online.pay')}
          </Button>
        )}
      </Space>
      {c.status !== 'confirmed' && c.status !== 'cancelled' && (
        <div
          className="exsvc-upload-list"
          data-testid={`copy-upload-${c.contractNo}`}
          style={{ marginTop: 12 }}
        >
          <Upload
            accept="application/pdf,image/jpeg,image/png"
            listType="picture"
            fileList={copy.pending}
            customRequest={({ file }) => sendCopy(file as File)}
            onRemove={(file) => copy.remove(file.uid)}
            disabled={copyGoing}
            {...copy.listProps}
          >
            <Button loading={copyGoing}>
              {c.returnCopyId ? t('contracts.reupload') : t('contracts.upload')}
            </Button>
          </Upload>
        </div>
      )}
      {c.onlinePayment && c.paymentStatus !== 'paid' && (
        <OnlinePayment contract={c} trade={c.onlinePayment} guard={guard} busy={busy} />
      )}
      {c.paymentStatus !== 'paid' && c.paymentStatus === 'pending' && (
        <Alert
          style={{ marginTop: 12 }}
          type="info"
          showIcon
          title={t('contracts.bankTitle')}
          description={t('contracts.bankHint', {
            reference: c.paymentReference,
            amount: money(c.amount, lang),
          })}
        />
      )}
      {c.paidAt && (
        <p style={{ marginTop: 12 }} data-testid={`paid-${c.contractNo}`}>
          {c.paymentMethod
            ? t('contracts.paidVia', {
                time: formatDateTime(c.paidAt, lang),
                method: t(`contracts.method.${c.paymentMethod}`),
              })
            : t('contracts.paidAt', { time: formatDateTime(c.paidAt, lang) })}
        </p>
      )}
      {c.paymentStatus === 'paid' && c.status !== 'cancelled' && (
        <ContractInvoiceBlock contract={c} busy={busy} guard={guard} />
      )}
      {error && <Alert style={{ marginTop: 12 }} type="error" showIcon title={error} />}
    </Card>
  );
}

/**
 * The open WeChat trade of a contract: its QR code (scanned with WeChat, or with a phone signed in
 * on the sandbox), the sandbox page on this device, "I have paid" to ask the provider again. The
 * contracts are read again every 3 s meanwhile, so the card turns to "paid" by itself.
 */
function OnlinePayment({
  contract: c,
  trade,
  busy,
  guard,
}: {
  contract: BoothContract;
  trade: NonNullable<BoothContract['onlinePayment']>;
  busy: boolean;
  guard: (work: () => Promise<unknown>) => Promise<void>;
}) {
  const { t } = useTranslation('exsvc');
  const lang = useLang();
  const check = useCheckOnline();
  return (
    <section
      className="exsvc-online-pay"
      aria-labelledby={`online-${c.id}`}
      data-testid={`online-pay-${c.contractNo}`}
    >
      <h3 id={`online-${c.id}`}>{t('contracts.online.title')}</h3>
      <div className="exsvc-online-pay__body">
        <QrCode
          value={trade.payUrl}
          size={200}
          label={t('contracts.online.qrLabel', { no: c.contractNo })}
          className="exsvc-online-pay__qr"
        />
        <div>
          <p>
            {t('contracts.online.scan', {
              amount: money(c.amount, lang),
              time: formatDateTime(trade.expiresAt, lang),
            })}
          </p>
          {trade.sandbox && (
            <Alert
              type="warning"
              showIcon
              title={t('contracts.online.sandbox')}
              style={{ marginBottom: 12 }}
            />
          )}
          <Space wrap>
            {trade.sandbox && (
              <ButtonLink to={`/seminar/seminarWxpup?trade=${trade.tradeNo}`} data-testid="online-open-here">
                {t('contracts.online.openHere')}
              </ButtonLink>
            )}
            <Button loading={busy && check.isPending} onClick={() => guard(() => check.mutateAsync(c.id))}>
              {t('contracts.online.check')}
            </Button>
          </Space>
          <p className="dir-muted" role="status" style={{ marginTop: 8 }}>
            {t('contracts.online.waiting')}
          </p>
        </div>
      </div>
    </section>
  );
}

/** The invoice of a paid contract: ask for it, read its state, the number once issued, the reason when returned. */
function ContractInvoiceBlock({
  contract: c,
  busy,
  guard,
}: {
  contract: BoothContract;
  busy: boolean;
  guard: (work: () => Promise<unknown>) => Promise<void>;
}) {
  const { t } = useTranslation('exsvc');
  const ask = useRequestContractInvoice();
  const inv = c.invoice ?? null;
  const askButton = (label: string) => (
    <Button loading={busy && ask.isPending} onClick={() => guard(() => ask.mutateAsync(c.id))}>
      {label}
    </Button>
  );
  return (
    <section
      className="exsvc-contract-invoice"
      aria-labelledby={`invoice-${c.id}`}
      data-testid={`invoice-of-${c.contractNo}`}
      style={{ marginTop: 16 }}
    >
      <h3 id={`invoice-${c.id}`} style={{ fontSize: 15, margin: '0 0 8px' }}>
        {t('contractInvoice.title')}{' '}
        {inv && (
          <Tag color={INVOICE_COLOUR[inv.status]} data-testid="invoice-state">
            {t(`contractInvoice.states.${inv.status}`)}
          </Tag>
        )}
      </h3>
      {inv ? (
        <p style={{ margin: '4px 0' }}>
          {t(`invoice.${inv.type}`)} · <UserText>{inv.title}</UserText> · {inv.taxpayerId}
        </p>
      ) : (
        <p className="dir-muted" style={{ margin: '4px 0' }}>
          {t('contractInvoice.none')}
        </p>
      )}
      {inv?.status === 'issued' && (
        <p style={{ margin: '4px 0' }}>
          {t('contractInvoice.issuedAs', { invoiceNo: inv.invoiceNo ?? '', date: inv.issuedOn ?? '' })}
        </p>
      )}
      {inv?.status === 'rejected' && inv.rejectReason && (
        <Alert
          type="warning"
          showIcon
          style={{ margin: '8px 0' }}
          title={t('contractInvoice.returned')}
          description={<UserText>{inv.rejectReason}</UserText>}
        />
      )}
      <Space wrap style={{ marginTop: 4 }}>
        {!inv && askButton(t('contractInvoice.request'))}
        {inv?.status === 'rejected' && askButton(t('contractInvoice.requestAgain'))}
        {inv?.status !== 'issued' && (
          <Link to="/myEnterprise/invoiceInformation">{t('contractInvoice.infoLink')}</Link>
        )}
      </Space>
    </section>
  );
}
