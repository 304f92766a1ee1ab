import type { Locale } from '@cidpex/contracts';
import type { Db } from '../../db/client';
import type { Notifier } from '../../platform/notifier';
import { peopleByIds } from '../accounts';

/** Notices to applicants, in the recipient's language. `{name}` and `{reason}` are filled in. */
export type EnterpriseNotice =
  | 'certApproved'
  | 'certRejected'
  | 'joinApproved'
  | 'joinRejected'
  | 'settleApproved'
  | 'settleRejected';

const TEXTS: Record<Locale, Record<EnterpriseNotice, { subject: string; body: string }>> = {
  'zh-Hans': {
    certApproved: {
      subject: 'CIDPEX 企业认证已通过',
      body: '【CIDPEX】您提交的企业认证“{name}”已通过审核，您已成为该企业的管理员。',
    },
    certRejected: {
      subject: 'CIDPEX 企业认证未通过',
      body: '【CIDPEX】您提交的企业认证“{name}”未通过审核，原因：{reason}。请修改后重新提交。',
    },
    joinApproved: {
      subject: 'CIDPEX 加入企业申请已通过',
      body: '【CIDPEX】您加入“{name}”的申请已通过，现在可以使用企业中心。',
    },
    joinRejected: {
      subject: 'CIDPEX 加入企业申请未通过',
      body: '【CIDPEX】您加入“{name}”的申请未通过，原因：{reason}。',
    },
    settleApproved: {
      subject: 'CIDPEX 企业入驻已通过',
      body: '【CIDPEX】“{name}”的企业服务平台入驻申请已通过审核。',
    },
    settleRejected: {
      subject: 'CIDPEX 企业入驻未通过',
      body: '【CIDPEX】“{name}”的企业服务平台入驻申请未通过，原因：{reason}。请修改后重新提交。',
    },
  },
  'zh-Hant': {
    certApproved: {
      subject: 'CIDPEX 企業認證已通過',
      body: '【CIDPEX】您提交的企業認證「{name}」已通過審核，您已成為該企業的管理員。',
    },
    certRejected: {
      subject: 'CIDPEX 企業認證未通過',
      body: '【CIDPEX】您提交的企業認證「{name}」未通過審核，原因：{reason}。請修改後重新提交。',
    },
    joinApproved: {
      subject: 'CIDPEX 加入企業申請已通過',
      body: '【CIDPEX】您加入「{name}」的申請已通過，現在可以使用企業中心。',
    },
    joinRejected: {
      subject: 'CIDPEX 加入企業申請未通過',
      body: '【CIDPEX】您加入「{name}」的申請未通過，原因：{reason}。',
    },
    settleApproved: {
      subject: 'CIDPEX 企業入駐已通過',
      body: '【CIDPEX】「{name}」的企業服務平台入駐申請已通過審核。',
    },
    settleRejected: {
      subject: 'CIDPEX 企業入駐未通過',
      body: '【CIDPEX】「{name}」的企業服務平台入駐申請未通過，原因：{reason}。請修改後重新提交。',
    },
  },
  en: {
    certApproved: {
      subject: 'Your CIDPEX enterprise certification is approved',
      body: '[CIDPEX] The certification of "{name}" you submitted is approved. You are now its enterprise administrator.',
    },
    certRejected: {
      subject: 'Your CIDPEX enterprise certification was not approved',
      body: '[CIDPEX] The certification of "{name}" you submitted was not approved. Reason: {reason}. Please correct it and submit again.',
    },
    joinApproved: {
      subject: 'Your request to join an enterprise on CIDPEX is approved',
      body: '[CIDPEX] Your request to join "{name}" is approved. You can now use the enterprise center.',
    },
    joinRejected: {
      subject: 'Your request to join an enterprise on CIDPEX was not approved',
      body: '[CIDPEX] Your request to join "{name}" was not approved. Reason: {reason}.',
    },
    settleApproved: {
      subject: 'Your CIDPEX settlement is approved',
      body: '[CIDPEX] The application of "{name}" to settle on the enterprise service platform is approved.',
    },
    settleRejected: {
      subject: 'Your CIDPEX settlement was not approved',
      body: '[CIDPEX] The application of "{name}" to settle on the enterprise service platform was not approved. Reason: {reason}. Please correct it and submit again.',
    },
  },
};

const NO_REASON: Record<Locale, string> = { 'zh-Hans': '未说明', 'zh-Hant': '未說明', en: 'not given' };

export function enterpriseNotice(
  locale: Locale,
  kind: EnterpriseNotice,
  values: { name: string; reason?: string | null },
): { subject: string; body: string } {
  const text = TEXTS[locale][kind];
  const fill = (s: string) =>
    s.replace('{name}', values.name).replace('{reason}', values.reason || NO_REASON[locale]);
  return { subject: fill(text.subject), body: fill(text.body) };
}

/** Sends a notice to a user by SMS (or mail when they have no mobile), in their language. */
export async function notifyUser(
  deps: { db: Db; notifier: Notifier },
  userId: number,
  kind: EnterpriseNotice,
  values: { name: string; reason?: string | null },
): Promise<void> {
  const user = (await peopleByIds(deps.db, [userId])).get(userId);
  if (!user) return;
  const locale = (['zh-Hans', 'zh-Hant', 'en'] as const).find((l) => l === user.lang) ?? 'zh-Hans';
  const notice = enterpriseNotice(locale, kind, values);
  if (user.mobile) await deps.notifier.send({ channel: 'sms', recipient: user.mobile, ...notice });
  else if (user.email) await deps.notifier.send({ channel: 'email', recipient: user.email, ...notice });
}

/** Labels of the dictionary-backed fields, for the DICT_CODE_UNKNOWN message. */
export type DictField = 'type' | 'nature' | 'country' | 'province' | 'mainBusiness' | 'secondaryBusiness';
const FIELD_LABELS: Record<Locale, Record<DictField, string>> = {
  'zh-Hans': {
    type: '企业类型',
    nature: '企业性质',
    country: '国家/地区',
    province: '省份',
    mainBusiness: '主营业务',
    secondaryBusiness: '次要业务',
  },
  'zh-Hant': {
    type: '企業類型',
    nature: '企業性質',
    country: '國家/地區',
    province: '省份',
    mainBusiness: '主營業務',
    secondaryBusiness: '次要業務',
  },
  en: {
    type: 'enterprise type',
    nature: 'enterprise nature',
    country: 'country or region',
    province: 'province',
    mainBusiness: 'main business',
    secondaryBusiness: 'secondary business',
  },
};

export function dictFieldLabel(locale: Locale, field: DictField): string {
  return FIELD_LABELS[locale][field];
}
