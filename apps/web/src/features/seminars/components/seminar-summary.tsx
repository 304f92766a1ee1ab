import { FAIR, fenToYuan, type Seminar } from '@cidpex/contracts';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../lib/date-format';
import { useLang } from '../../../lib/i18n';
import { dateTimeFormat } from '../../../lib/intl-cache';
import { useRefundRule } from './refunds';

/** When, where, seats and prices of the seminar, in the page's language (fair time zone). */
export function SeminarSummary({ seminar }: { seminar: Seminar }) {
  const { t } = useTranslation('seminars');
  const lang = useLang();
  // British English on the English site, as every other date of the portal ("15 May 2024").
  const day = dateTimeFormat(intlLocale(lang), { timeZone: FAIR.timeZone, dateStyle: 'long' });
  const time = dateTimeFormat(intlLocale(lang), {
    timeZone: FAIR.timeZone,
    timeStyle: 'short',
    hourCycle: 'h23',
  });
  const rule = useRefundRule(seminar);
  const starts = new Date(seminar.startsAt);
  const ends = new Date(seminar.endsAt);
  return (
    <Descriptions
      column={{ xs: 1, md: 2 }}
      size="small"
      items={[
        { key: 'date', label: t('info.date'), children: day.format(starts) },
        { key: 'time', label: t('info.time'), children: `${time.format(starts)}–${time.format(ends)}` },
        { key: 'venue', label: t('info.venue'), children: seminar.venue[lang] },
        {
          key: 'seats',
          label: t('info.seats'),
          children: (
            <>
              {seminar.seatsLeft > 0
                ? t('info.seatsLeft', { left: seminar.seatsLeft, limit: seminar.seatLimit })
                : t('info.full', { waiting: seminar.waiting })}{' '}
              {!seminar.open && <Tag color="red">{t('info.closed')}</Tag>}
            </>
          ),
        },
        {
          key: 'price',
          label: t('info.price'),
          children: t('info.yuan', { amount: fenToYuan(seminar.price) }),
        },
        {
          key: 'memberPrice',
          label: t('info.memberPrice'),
          children: t('info.yuan', { amount: fenToYuan(seminar.memberPrice) }),
        },
        {
          key: 'refund',
          label: t('refund.ruleTitle'),
          children: rule,
          span: 'filled',
          className: 'seminar-summary__refund',
        },
      ]}
    />
  );
}
