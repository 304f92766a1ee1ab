import {
  type ActivityState,
  FAIR,
  fairDays,
  type SignupState,
  shanghaiInstant,
  shanghaiParts,
} from '@cidpex/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCenterBase } from '../../../components/frames/enterprise-center-frame';
import { dateTimeFormat } from '../../../lib/intl-cache';

const STATE_COLORS: Record<ActivityState, string> = {
  draft: 'default',
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
};

export function ActivityStatus({ status }: { status: ActivityState }) {
  const { t } = useTranslation('activities');
  return <Tag color={STATE_COLORS[status]}>{t(`status.${status}`)}</Tag>;
}

const SIGNUP_COLORS: Record<SignupState, string> = {
  pending: 'processing',
  accepted: 'success',
  declined: 'default',
};

export function SignupStatus({ status }: { status: SignupState }) {
  const { t } = useTranslation('activities');
  return <Tag color={SIGNUP_COLORS[status]}>{t(`signupStatus.${status}`)}</Tag>;
}

/** The activity's title in the page language: the English title on an English page when there is one. */
export function activityTitle(activity: { title: string; titleEn: string | null }, english: boolean) {
  return english && activity.titleEn ? activity.titleEn : activity.title;
}

/** "15 May 2024 10:00–11:00" in the page language and the fair's time zone (Asia/Shanghai). */
export function formatActivityTime(language: string, startAt: string, endAt: string): string {
  const tag = language === 'en' ? 'en-GB' : language;
  const day = dateTimeFormat(tag, {
    timeZone: FAIR.timeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    weekday: 'short',
  }).format(new Date(startAt));
  const time = dateTimeFormat(tag, {
    timeZone: FAIR.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${day} ${time.format(new Date(startAt))}–${time.format(new Date(endAt))}`;
}

/** A fair day (YYYY-MM-DD) as the page language writes it. */
export function formatFairDay(language: string, day: string): string {
  const tag = language === 'en' ? 'en-GB' : language;
  return dateTimeFormat(tag, {
    timeZone: FAIR.timeZone,
    month: 'long',
    day: 'numeric',
    weekday: 'short',
  }).format(shanghaiInstant(day, '12:00'));
}

/** The times an activity may start or end: every quarter hour of the opening hours. */
export function fairTimes(): string[] {
  const [openH, openM] = FAIR.openTime.split(':').map(Number) as [number, number];
  const [closeH, closeM] = FAIR.closeTime.split(':').map(Number) as [number, number];
  const out: string[] = [];
  for (let m = openH * 60 + openM; m <= closeH * 60 + closeM; m += 15) {
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return out;
}

/** Day, start and end of an activity for the form (fair time zone). */
export function splitActivityTime(startAt: string, endAt: string) {
  const start = shanghaiParts(new Date(startAt));
  const end = shanghaiParts(new Date(endAt));
  return { day: start.day, start: start.time, end: end.time };
}

export { fairDays };

/** Paths of the brand and activity pages of the enterprise center. */
export function useCenterPaths() {
  const base = useCenterBase();
  return {
    brands: `${base}/brand/list`,
    brandAdd: `${base}/brand/add`,
    brandEdit: (id: number) => `${base}/brand/add?id=${id}`,
    activities: `${base}/activityList`,
    activityAdd: `${base}/activityAdd`,
    activityEdit: (id: number) => `${base}/activityAdd?id=${id}`,
    signups: (activityId?: number) =>
      `${base}/activityAppList${activityId ? `?activityId=${activityId}` : ''}`,
  };
}
