import type { Locale } from '@cidpex/contracts';

/**
 * Mails about an invoice request, in the language the seminar request was made in.
 * `{reference}`, `{title}`, `{invoiceNo}`, `{issuedOn}`, `{reason}`, `{url}` are filled in.
 */
interface Texts {
  issuedSubject: string;
  issuedBody: string;
  rejectedSubject: string;
  rejectedBody: string;
}

const TEXTS: Record<Locale, Texts> = {
  'zh-Hans': {
    issuedSubject: 'CIDPEX 研讨会发票已开具',
    issuedBody:
      '您好：\n订单 {reference} 的发票（抬头：{title}）已开具。\n发票号码：{invoiceNo}\n开票日期：{issuedOn}\n查看：{url}',
    rejectedSubject: 'CIDPEX 研讨会发票申请被退回',
    rejectedBody:
      '您好：\n订单 {reference} 的发票申请（抬头：{title}）被退回。原因：{reason}\n请在 {url} 修改后重新提交。',
  },
  'zh-Hant': {
    issuedSubject: 'CIDPEX 研討會發票已開立',
    issuedBody:
      '您好：\n訂單 {reference} 的發票（抬頭：{title}）已開立。\n發票號碼：{invoiceNo}\n開立日期：{issuedOn}\n查看：{url}',
    rejectedSubject: 'CIDPEX 研討會發票申請被退回',
    rejectedBody:
      '您好：\n訂單 {reference} 的發票申請（抬頭：{title}）被退回。原因：{reason}\n請在 {url} 修改後重新提交。',
  },
  en: {
    issuedSubject: 'CIDPEX seminar: your invoice has been issued',
    issuedBody:
      'Hello,\nThe invoice for order {reference} (title: {title}) has been issued.\nInvoice number: {invoiceNo}\nDate: {issuedOn}\nView it at {url}',
    rejectedSubject: 'CIDPEX seminar: your invoice request was returned',
    rejectedBody:
      'Hello,\nYour invoice request for order {reference} (title: {title}) was returned. Reason: {reason}\nPlease correct it at {url} and submit it again.',
  },
};

function fill(text: string, values: Record<string, string>) {
  return text.replace(/\{(\w+)\}/g, (all, key: string) => values[key] ?? all);
}

export function invoiceNotice(
  locale: Locale,
  kind: 'issued' | 'rejected',
  values: Record<string, string>,
): { subject: string; body: string } {
  const texts = TEXTS[locale];
  return kind === 'issued'
    ? { subject: fill(texts.issuedSubject, values), body: fill(texts.issuedBody, values) }
    : { subject: fill(texts.rejectedSubject, values), body: fill(texts.rejectedBody, values) };
}
