import type { Locale } from '@cidpex/contracts';

/**
 * Refund notices to the payer, in the language the payer used for the order (the seminar
 * request's), whoever cancelled and in whatever language. `{…}` are filled in.
 */
interface Texts {
  toTransferSubject: string;
  toTransferBody: string;
  refundedSubject: string;
  refundedBody: string;
}

const TEXTS: Record<Locale, Texts> = {
  'zh-Hans': {
    toTransferSubject: 'CIDPEX 研讨会：退款将通过银行转账退回',
    toTransferBody:
      '{name}，您好：\n{attendee} 的研讨会座位已取消。您的订单 {reference} 通过银行转账支付，退款 {amount} 元将由主办方转账退回您的付款账户，转出后我们会再通知您。\n查看订单：{url}',
    refundedSubject: 'CIDPEX 研讨会：退款已退回',
    refundedBody:
      '{name}，您好：\n{attendee} 的研讨会座位已取消，订单 {reference} 的退款 {amount} 元已退回（退款单号 {no}）。\n查看订单：{url}',
  },
  'zh-Hant': {
    toTransferSubject: 'CIDPEX 研討會：退款將透過銀行轉帳退回',
    toTransferBody:
      '{name}，您好：\n{attendee} 的研討會座位已取消。您的訂單 {reference} 透過銀行轉帳付款，退款 {amount} 元將由主辦方轉帳退回您的付款帳戶，轉出後我們會再通知您。\n查看訂單：{url}',
    refundedSubject: 'CIDPEX 研討會：退款已退回',
    refundedBody:
      '{name}，您好：\n{attendee} 的研討會座位已取消，訂單 {reference} 的退款 {amount} 元已退回（退款單號 {no}）。\n查看訂單：{url}',
  },
  en: {
    toTransferSubject: 'CIDPEX seminar: your refund will be returned by bank transfer',
    toTransferBody:
      'Dear {name},\nThe seminar seat of {attendee} has been cancelled. Your order {reference} was paid by bank transfer, so the organizer will transfer the refund of CNY {amount} back to the account you paid from. We will write again when it has been sent.\nSee your order: {url}',
    refundedSubject: 'CIDPEX seminar: your refund has been paid',
    refundedBody:
      'Dear {name},\nThe seminar seat of {attendee} has been cancelled and the refund of CNY {amount} for order {reference} has been paid back (refund number {no}).\nSee your order: {url}',
  },
};

export function refundTexts(locale: Locale): Texts {
  return TEXTS[locale];
}

export function fill(template: string, params: Record<string, string | number>) {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? ''));
}
