import { type CodePurpose, LIMITS, type Locale } from '@cidpex/contracts';

/**
 * Texts of the verification-code mail and SMS, in the caller's language. `{code}` and
 * `{minutes}` are filled in. The body carries the code as a lone run of six digits and no
 * other six-digit number, so that a person (and the tests) can pick it out.
 */
interface CodeTexts {
  subject: string;
  /** What the code is for, put before the code in the body. */
  purposes: Record<CodePurpose, string>;
  body: string;
}

const zhHans: CodeTexts = {
  subject: 'CIDPEX 生活用纸展 验证码',
  purposes: {
    register: '您正在注册 CIDPEX 账号',
    reset: '您正在找回 CIDPEX 账号密码',
    bindEmail: '您正在为 CIDPEX 账号绑定邮箱',
    bindMobile: '您正在为 CIDPEX 账号更换手机号码',
    visitor: '您正在进行观众预登记',
    changeAdmin: '您正在更换企业管理员',
  },
  body: '【CIDPEX】{purpose}，验证码：{code}，{minutes}分钟内有效。如非本人操作，请忽略本消息。',
};

const zhHant: CodeTexts = {
  subject: 'CIDPEX 生活用紙展 驗證碼',
  purposes: {
    register: '您正在註冊 CIDPEX 帳號',
    reset: '您正在找回 CIDPEX 帳號密碼',
    bindEmail: '您正在為 CIDPEX 帳號綁定郵箱',
    bindMobile: '您正在為 CIDPEX 帳號更換手機號碼',
    visitor: '您正在進行觀眾預登記',
    changeAdmin: '您正在更換企業管理員',
  },
  body: '【CIDPEX】{purpose}，驗證碼：{code}，{minutes}分鐘內有效。如非本人操作，請忽略本訊息。',
};

const en: CodeTexts = {
  subject: 'Your CIDPEX verification code',
  purposes: {
    register: 'You are creating a CIDPEX account',
    reset: 'You are resetting the password of your CIDPEX account',
    bindEmail: 'You are adding this email address to your CIDPEX account',
    bindMobile: 'You are changing the mobile number of your CIDPEX account',
    visitor: 'You are completing the CIDPEX Buyer Pre-Registration',
    changeAdmin: 'You are replacing the administrator of your enterprise',
  },
  body: '[CIDPEX] {purpose}. Your verification code is {code}, valid for {minutes} minutes. If this was not you, please ignore this message.',
};

const CATALOG: Record<Locale, CodeTexts> = { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en };

/** Subject and body of a code notice for a purpose, in a language. */
export function codeNotice(
  locale: Locale,
  purpose: CodePurpose,
  code: string,
): { subject: string; body: string } {
  const texts = CATALOG[locale];
  const values: Record<string, string> = {
    purpose: texts.purposes[purpose],
    code,
    minutes: String(Math.round(LIMITS.codeTtlSeconds / 60)),
  };
  return {
    subject: texts.subject,
    body: texts.body.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? ''),
  };
}

const GUESSING: Record<Locale, { subject: string; body: string }> = {
  'zh-Hans': {
    subject: 'CIDPEX 账号登录提醒',
    body: '【CIDPEX】您的账号刚刚有 {count} 次登录因密码错误而失败（来自 IP {ip}）。如果不是您本人，请尽快修改密码；账号已自动放慢此后的登录尝试。',
  },
  'zh-Hant': {
    subject: 'CIDPEX 帳號登入提醒',
    body: '【CIDPEX】您的帳號剛剛有 {count} 次登入因密碼錯誤而失敗（來自 IP {ip}）。如果不是您本人，請盡快修改密碼；帳號已自動放慢此後的登入嘗試。',
  },
  en: {
    subject: 'Sign-in attempts on your CIDPEX account',
    body: '[CIDPEX] {count} sign-ins to your account just failed with a wrong password (from IP {ip}). If this was not you, please change your password; further attempts are slowed down.',
  },
};

/** The notice to an account's owner that several sign-ins failed (issue 16 item 8). */
export function guessingNotice(locale: Locale, count: number, ip: string) {
  const texts = GUESSING[locale];
  return { subject: texts.subject, body: texts.body.replace('{count}', String(count)).replace('{ip}', ip) };
}
