import type { Locale } from '@cidpex/contracts';
import type { Db } from '../../db/client';
import type { Notifier } from '../../platform/notifier';
import { peopleByIds } from '../accounts';

/** What happened to a meeting, as the notice to the other side says it. */
export type AppointmentNotice =
  | 'create'
  | 'accept'
  | 'refuse'
  | 'propose'
  | 'approve'
  | 'reject'
  | 'withdraw'
  | 'reApply';

type Text = { subject: string; body: string };

/**
 * Notices in the recipient's language. `{who}` is the other side, `{when}` the slot on the
 * fair's clock with its zone, `{place}` the booth or meeting point, `{topic}`, `{reason}`.
 */
const TEXTS: Record<Locale, Record<AppointmentNotice, Text>> = {
  'zh-Hans': {
    create: {
      subject: 'CIDPEX 新的会面邀约',
      body: '【CIDPEX】{who} 邀请贵司于 {when} 在 {place} 会面，主题：{topic}。请登录会面邀约列表处理。',
    },
    accept: {
      subject: 'CIDPEX 会面邀约已同意',
      body: '【CIDPEX】{who} 已同意 {when} 在 {place} 的会面（{topic}）。可在会面日程中下载日历。',
    },
    refuse: {
      subject: 'CIDPEX 会面邀约被拒绝',
      body: '【CIDPEX】{who} 拒绝了 {when} 的会面（{topic}），原因：{reason}。',
    },
    propose: {
      subject: 'CIDPEX 对方建议了新的会面时间',
      body: '【CIDPEX】{who} 建议将会面（{topic}）改到 {when}，地点 {place}，请确认。',
    },
    approve: {
      subject: 'CIDPEX 新的会面时间已确认',
      body: '【CIDPEX】{who} 已确认 {when} 在 {place} 的会面（{topic}）。',
    },
    reject: {
      subject: 'CIDPEX 建议的会面时间未被接受',
      body: '【CIDPEX】{who} 未接受改到 {when} 的建议（{topic}），原因：{reason}。',
    },
    withdraw: {
      subject: 'CIDPEX 会面邀约已撤回',
      body: '【CIDPEX】{who} 撤回了 {when} 在 {place} 的会面邀约（{topic}）。',
    },
    reApply: {
      subject: 'CIDPEX 会面邀约重新发起',
      body: '【CIDPEX】{who} 重新邀请贵司于 {when} 在 {place} 会面，主题：{topic}。',
    },
  },
  'zh-Hant': {
    create: {
      subject: 'CIDPEX 新的會面邀約',
      body: '【CIDPEX】{who} 邀請貴司於 {when} 在 {place} 會面，主題：{topic}。請登入會面邀約列表處理。',
    },
    accept: {
      subject: 'CIDPEX 會面邀約已同意',
      body: '【CIDPEX】{who} 已同意 {when} 在 {place} 的會面（{topic}）。可在會面日程中下載日曆。',
    },
    refuse: {
      subject: 'CIDPEX 會面邀約被拒絕',
      body: '【CIDPEX】{who} 拒絕了 {when} 的會面（{topic}），原因：{reason}。',
    },
    propose: {
      subject: 'CIDPEX 對方建議了新的會面時間',
      body: '【CIDPEX】{who} 建議將會面（{topic}）改到 {when}，地點 {place}，請確認。',
    },
    approve: {
      subject: 'CIDPEX 新的會面時間已確認',
      body: '【CIDPEX】{who} 已確認 {when} 在 {place} 的會面（{topic}）。',
    },
    reject: {
      subject: 'CIDPEX 建議的會面時間未被接受',
      body: '【CIDPEX】{who} 未接受改到 {when} 的建議（{topic}），原因：{reason}。',
    },
    withdraw: {
      subject: 'CIDPEX 會面邀約已撤回',
      body: '【CIDPEX】{who} 撤回了 {when} 在 {place} 的會面邀約（{topic}）。',
    },
    reApply: {
      subject: 'CIDPEX 會面邀約重新發起',
      body: '【CIDPEX】{who} 重新邀請貴司於 {when} 在 {place} 會面，主題：{topic}。',
    },
  },
  en: {
    create: {
      subject: 'CIDPEX: new meeting invitation',
      body: '[CIDPEX] {who} invites you to meet on {when} at {place}. Topic: {topic}. Please answer in your meeting invitations.',
    },
    accept: {
      subject: 'CIDPEX: meeting accepted',
      body: '[CIDPEX] {who} accepted the meeting on {when} at {place} ({topic}). Download it to your calendar from your schedule.',
    },
    refuse: {
      subject: 'CIDPEX: meeting declined',
      body: '[CIDPEX] {who} declined the meeting on {when} ({topic}). Reason: {reason}.',
    },
    propose: {
      subject: 'CIDPEX: another time proposed',
      body: '[CIDPEX] {who} proposes to meet on {when} at {place} instead ({topic}). Please confirm.',
    },
    approve: {
      subject: 'CIDPEX: new meeting time confirmed',
      body: '[CIDPEX] {who} confirmed the meeting on {when} at {place} ({topic}).',
    },
    reject: {
      subject: 'CIDPEX: proposed time not accepted',
      body: '[CIDPEX] {who} did not accept the move to {when} ({topic}). Reason: {reason}.',
    },
    withdraw: {
      subject: 'CIDPEX: meeting invitation withdrawn',
      body: '[CIDPEX] {who} withdrew the invitation to meet on {when} at {place} ({topic}).',
    },
    reApply: {
      subject: 'CIDPEX: meeting invitation sent again',
      body: '[CIDPEX] {who} invites you again to meet on {when} at {place}. Topic: {topic}.',
    },
  },
};

/** Labels the server writes (places, calendar files) in the reader's language. */
export const LABELS: Record<
  Locale,
  { booth: string; meetingWith: string; topic: string; calendar: string; day: string }
> = {
  'zh-Hans': {
    booth: '展位号',
    meetingWith: '会面：',
    topic: '主题',
    calendar: 'CIDPEX 会面日程',
    day: '会面日程',
  },
  'zh-Hant': {
    booth: '展位號',
    meetingWith: '會面：',
    topic: '主題',
    calendar: 'CIDPEX 會面日程',
    day: '會面日程',
  },
  en: {
    booth: 'Booth No',
    meetingWith: 'Meeting: ',
    topic: 'Topic',
    calendar: 'CIDPEX meetings',
    day: 'Meetings',
  },
};

export const asLocale = (lang: string | null | undefined): Locale =>
  (['zh-Hans', 'zh-Hant', 'en'] as const).find((l) => l === lang) ?? 'zh-Hans';

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** What a notice says, per language: each value is written in the recipient's language. */
export type NoticeValues = (locale: Locale) => {
  who: string;
  when: string;
  place: string;
  topic: string;
  reason: string;
};

/**
 * Sends the notice to each user in their language (SMS when they have a mobile, else mail),
 * inside the caller's transaction: the notice exists only if the change is stored.
 */
export async function notifyUsers(
  db: Db,
  notifier: Notifier,
  userIds: number[],
  kind: AppointmentNotice,
  values: NoticeValues,
): Promise<void> {
  const people = await peopleByIds(db, userIds);
  for (const person of people.values()) {
    const locale = asLocale(person.lang);
    const text = TEXTS[locale][kind];
    const v = values(locale);
    const notice = { subject: fill(text.subject, v), body: fill(text.body, v) };
    if (person.mobile) await notifier.send({ channel: 'sms', recipient: person.mobile, ...notice }, db);
    else if (person.email) await notifier.send({ channel: 'email', recipient: person.email, ...notice }, db);
  }
}
