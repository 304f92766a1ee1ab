import type { Locale } from '@cidpex/contracts';

/**
 * The review-result mails, in the language the visitor registered in. `{name}`, `{badge}`,
 * `{reason}`, `{url}` are filled in.
 */
interface ReviewTexts {
  approvedSubject: string;
  approvedBody: string;
  rejectedSubject: string;
  rejectedBody: string;
}

const TEXTS: Record<Locale, ReviewTexts> = {
  'zh-Hans': {
    approvedSubject: '第32届 CIDPEX 生活用纸展 观众预登记审核通过',
    approvedBody:
      '{name}，您好：\n您的观众预登记已审核通过。展会时间：2024年5月15日至17日 9:00–17:00，地点：南京国际博览中心。\n电子胸卡编号：{badge}\n请在 {url} 查看并出示电子胸卡二维码入场。',
    rejectedSubject: '第32届 CIDPEX 生活用纸展 观众预登记未通过审核',
    rejectedBody:
      '{name}，您好：\n很抱歉，您的观众预登记未通过审核。原因：{reason}\n请在 {url} 修改信息后重新提交，我们会在工作日（周一至周五 9:00–17:00）1–3 小时内完成审核。',
  },
  'zh-Hant': {
    approvedSubject: '第32屆 CIDPEX 生活用紙展 觀眾預登記審核通過',
    approvedBody:
      '{name}，您好：\n您的觀眾預登記已審核通過。展會時間：2024年5月15日至17日 9:00–17:00，地點：南京國際博覽中心。\n電子胸卡編號：{badge}\n請在 {url} 查看並出示電子胸卡二維碼入場。',
    rejectedSubject: '第32屆 CIDPEX 生活用紙展 觀眾預登記未通過審核',
    rejectedBody:
      '{name}，您好：\n很抱歉，您的觀眾預登記未通過審核。原因：{reason}\n請在 {url} 修改資料後重新提交，我們會在工作日（週一至週五 9:00–17:00）1–3 小時內完成審核。',
  },
  en: {
    approvedSubject: 'CIDPEX 2024: your buyer pre-registration is approved',
    approvedBody:
      'Dear {name},\nYour buyer pre-registration for the 32nd CIDPEX has been approved. The fair runs from 15 to 17 May 2024, 9:00–17:00, at Nanjing International Expo Center.\nYour e-badge number: {badge}\nOpen {url} to show the e-badge QR code at the entrance.',
    rejectedSubject: 'CIDPEX 2024: your buyer pre-registration was not approved',
    rejectedBody:
      'Dear {name},\nWe are sorry, your buyer pre-registration was not approved. Reason: {reason}\nPlease correct it at {url} and submit it again; we review within 1 to 3 hours on working days (Mon–Fri 9:00–17:00).',
  },
};

function fill(template: string, params: Record<string, string>) {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => params[key] ?? '');
}

export function reviewNotice(
  locale: Locale,
  result: 'approved' | 'rejected',
  params: { name: string; badge?: string; reason?: string; url: string },
) {
  const texts = TEXTS[locale];
  const values = { badge: '', reason: '', ...params };
  return result === 'approved'
    ? { subject: texts.approvedSubject, body: fill(texts.approvedBody, values) }
    : { subject: texts.rejectedSubject, body: fill(texts.rejectedBody, values) };
}
