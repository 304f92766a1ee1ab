import type { InvoiceType, Locale, PaymentMethod } from '@cidpex/contracts';

/** The receipt's texts in the caller's language. */
export interface ReceiptTexts {
  fair: string;
  title: string;
  receiptNo: string;
  payer: string;
  taxpayerId: string;
  invoiceType: string;
  types: Record<InvoiceType, string>;
  contact: string;
  paidAt: string;
  method: string;
  methods: Record<PaymentMethod, string>;
  items: string;
  columns: { no: string; item: string; attendee: string; price: string };
  seat: string;
  total: string;
  timeZone: string;
  note: string;
  issuer: string;
}

export const RECEIPT_TEXTS: Record<Locale, ReceiptTexts> = {
  'zh-Hans': {
    fair: '第32届生活用纸国际科技展览会（CIDPEX 2024）· 2024年5月15日至17日 · 南京国际博览中心',
    title: '收据',
    receiptNo: '收据编号',
    payer: '付款单位（发票抬头）',
    taxpayerId: '纳税人识别号',
    invoiceType: '发票类型',
    types: { ordinary: '增值税普通发票', special: '增值税专用发票' },
    contact: '联系人',
    paidAt: '付款时间',
    method: '付款方式',
    methods: { bank: '银行转账', wechat: '微信支付' },
    items: '收费明细',
    columns: { no: '序号', item: '项目', attendee: '参会人', price: '金额（元）' },
    seat: '研讨会席位',
    total: '合计',
    timeZone: '北京时间',
    note: '本收据确认上述款项已收到。电子发票将发送至 {email}。',
    issuer: 'CIDPEX 组委会',
  },
  'zh-Hant': {
    fair: '第32屆生活用紙國際科技展覽會（CIDPEX 2024）· 2024年5月15日至17日 · 南京國際博覽中心',
    title: '收據',
    receiptNo: '收據編號',
    payer: '付款單位（發票抬頭）',
    taxpayerId: '納稅人識別號',
    invoiceType: '發票類型',
    types: { ordinary: '增值稅普通發票', special: '增值稅專用發票' },
    contact: '聯絡人',
    paidAt: '付款時間',
    method: '付款方式',
    methods: { bank: '銀行轉帳', wechat: '微信支付' },
    items: '收費明細',
    columns: { no: '序號', item: '項目', attendee: '參會人', price: '金額（元）' },
    seat: '研討會席位',
    total: '合計',
    timeZone: '北京時間',
    note: '本收據確認上述款項已收到。電子發票將寄送至 {email}。',
    issuer: 'CIDPEX 組委會',
  },
  en: {
    fair: '32nd Tissue Paper International Technology Exhibition (CIDPEX 2024) · 15–17 May 2024 · Nanjing International Expo Center',
    title: 'Receipt',
    receiptNo: 'Receipt No.',
    payer: 'Payer (invoice title)',
    taxpayerId: 'Taxpayer ID',
    invoiceType: 'Invoice type',
    types: { ordinary: 'Ordinary VAT invoice', special: 'Special VAT invoice' },
    contact: 'Contact',
    paidAt: 'Paid on',
    method: 'Payment method',
    methods: { bank: 'Bank transfer', wechat: 'WeChat Pay' },
    items: 'Items',
    columns: { no: 'No.', item: 'Item', attendee: 'Attendee', price: 'Amount (CNY)' },
    seat: 'Seminar seat',
    total: 'Total',
    timeZone: 'Beijing time',
    note: 'This receipt confirms that the amount above has been received. The electronic invoice (fapiao) will be sent to {email}.',
    issuer: 'CIDPEX Organizing Committee',
  },
};
