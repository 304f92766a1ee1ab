import type { Locale } from '@cidpex/contracts';

/** Mails about seminar seats, in the language the request was made in. `{…}` are filled in. */
interface Texts {
  offerSubject: string;
  offerBody: string;
  completedSubject: string;
  completedBody: string;
  seated: string;
  waiting: string;
}

const TEXTS: Record<Locale, Texts> = {
  'zh-Hans': {
    offerSubject: 'CIDPEX 研讨会：为您保留了一个座位',
    offerBody:
      '{name}，您好：\n研讨会“{title}”有座位空出，现为您保留，请在 {deadline}（北京时间）前确认，逾期座位将让给候补名单中的下一位。\n请打开 {url} 确认报名。',
    completedSubject: 'CIDPEX 研讨会报名已提交',
    completedBody: '{name}，您好：\n您的研讨会“{title}”报名已提交：\n{lines}\n查看报名：{url}',
    seated: '{name}：已获得座位',
    waiting: '{name}：座位已满，已进入候补名单（第 {position} 位）',
  },
  'zh-Hant': {
    offerSubject: 'CIDPEX 研討會：為您保留了一個座位',
    offerBody:
      '{name}，您好：\n研討會「{title}」有座位空出，現為您保留，請在 {deadline}（北京時間）前確認，逾期座位將讓給候補名單中的下一位。\n請開啟 {url} 確認報名。',
    completedSubject: 'CIDPEX 研討會報名已提交',
    completedBody: '{name}，您好：\n您的研討會「{title}」報名已提交：\n{lines}\n查看報名：{url}',
    seated: '{name}：已取得座位',
    waiting: '{name}：座位已滿，已進入候補名單（第 {position} 位）',
  },
  en: {
    offerSubject: 'CIDPEX seminar: a seat is being held for you',
    offerBody:
      'Dear {name},\nA seat has become free at "{title}" and is held for you until {deadline} (Beijing time). If you do not confirm by then, it goes to the next person on the waiting list.\nOpen {url} to confirm your registration.',
    completedSubject: 'CIDPEX seminar: registration received',
    completedBody:
      'Dear {name},\nYour registration for "{title}" has been received:\n{lines}\nSee your registration: {url}',
    seated: '{name}: seat confirmed',
    waiting: '{name}: the seminar is full; on the waiting list (number {position})',
  },
};

export function fill(template: string, params: Record<string, string | number>) {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? ''));
}

export function seminarTexts(locale: Locale): Texts {
  return TEXTS[locale];
}
