import { FAIR, type Locale } from '@cidpex/contracts';
import type { Db } from '../../db/client';
import type { Notifier } from '../../platform/notifier';
import { peopleByIds } from '../accounts';

export type ActivityNotice = 'signupAccepted' | 'signupDeclined' | 'activityApproved' | 'activityRejected';

/** Notices about activities, in the recipient's language. `{…}` are filled in. */
const TEXTS: Record<Locale, Record<ActivityNotice, { subject: string; body: string }>> = {
  'zh-Hans': {
    signupAccepted: {
      subject: 'CIDPEX 活动报名已确认',
      body: '【CIDPEX】您报名的活动“{title}”（{time}，{place}）已被主办企业确认，欢迎准时参加。',
    },
    signupDeclined: {
      subject: 'CIDPEX 活动报名未获确认',
      body: '【CIDPEX】很抱歉，您报名的活动“{title}”（{time}）未获主办企业确认。',
    },
    activityApproved: {
      subject: 'CIDPEX 活动已通过审核',
      body: '【CIDPEX】贵企业的活动“{title}”已通过主办方审核，现已公开接受报名。',
    },
    activityRejected: {
      subject: 'CIDPEX 活动未通过审核',
      body: '【CIDPEX】贵企业的活动“{title}”未通过主办方审核，原因：{reason}。请修改后重新提交。',
    },
  },
  'zh-Hant': {
    signupAccepted: {
      subject: 'CIDPEX 活動報名已確認',
      body: '【CIDPEX】您報名的活動「{title}」（{time}，{place}）已獲主辦企業確認，歡迎準時參加。',
    },
    signupDeclined: {
      subject: 'CIDPEX 活動報名未獲確認',
      body: '【CIDPEX】很抱歉，您報名的活動「{title}」（{time}）未獲主辦企業確認。',
    },
    activityApproved: {
      subject: 'CIDPEX 活動已通過審核',
      body: '【CIDPEX】貴企業的活動「{title}」已通過主辦方審核，現已公開接受報名。',
    },
    activityRejected: {
      subject: 'CIDPEX 活動未通過審核',
      body: '【CIDPEX】貴企業的活動「{title}」未通過主辦方審核，原因：{reason}。請修改後重新提交。',
    },
  },
  en: {
    signupAccepted: {
      subject: 'CIDPEX: your activity sign-up is confirmed',
      body: '[CIDPEX] Your sign-up for "{title}" ({time}, {place}) has been confirmed by the host enterprise. We look forward to seeing you.',
    },
    signupDeclined: {
      subject: 'CIDPEX: your activity sign-up was not confirmed',
      body: '[CIDPEX] Sorry, your sign-up for "{title}" ({time}) was not confirmed by the host enterprise.',
    },
    activityApproved: {
      subject: 'CIDPEX: your activity was approved',
      body: '[CIDPEX] Your enterprise\'s activity "{title}" was approved by the organizer and is now open for sign-ups.',
    },
    activityRejected: {
      subject: 'CIDPEX: your activity was not approved',
      body: '[CIDPEX] Your enterprise\'s activity "{title}" was not approved by the organizer. Reason: {reason}. Please correct it and submit it again.',
    },
  },
};

function fill(template: string, values: Record<string, string>) {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/** A time range in the fair's time zone, in the recipient's language. */
export function formatRange(locale: Locale, start: Date, end: Date): string {
  const tag = locale === 'en' ? 'en-GB' : locale;
  const day = new Intl.DateTimeFormat(tag, {
    timeZone: FAIR.timeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(start);
  const time = new Intl.DateTimeFormat(tag, {
    timeZone: FAIR.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${day} ${time.format(start)}–${time.format(end)}`;
}

/** Sends a notice to a user by SMS (or mail when they have no mobile), in their language. */
export async function notifyUser(
  deps: { db: Db; notifier: Notifier },
  userId: number,
  kind: ActivityNotice,
  values: { title: string; start?: Date; end?: Date; place?: string; reason?: string | null },
): Promise<void> {
  const user = (await peopleByIds(deps.db, [userId])).get(userId);
  if (!user) return;
  const locale = (['zh-Hans', 'zh-Hant', 'en'] as const).find((l) => l === user.lang) ?? 'zh-Hans';
  const text = TEXTS[locale][kind];
  const all = {
    title: values.title,
    time: values.start && values.end ? formatRange(locale, values.start, values.end) : '',
    place: values.place ?? '',
    reason: values.reason ?? '',
  };
  const notice = { subject: fill(text.subject, all), body: fill(text.body, all) };
  if (user.mobile) await deps.notifier.send({ channel: 'sms', recipient: user.mobile, ...notice });
  else if (user.email) await deps.notifier.send({ channel: 'email', recipient: user.email, ...notice });
}
