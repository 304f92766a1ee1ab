import { CURRENT_EXHIBITION_KEY, type DictEntry, type FairEdition, type Locale } from '@cidpex/contracts';
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { MockRequest } from '../../test/render';

type Row = [code: string, zhHans: string, zhHant: string, en: string];

/** A part of the seeded dictionaries (fair-facts.md §2), for the home page tests. */
const AREAS: Row[] = [
  ['A01', '生活用纸成品', '生活用紙成品', 'Finished Tissue Products'],
  ['A07', '非织造布', '非織造布', 'Nonwovens'],
  ['A11', '新产品展区', '新產品展區', 'New Products Pavilion'],
];
const HALLS: Row[] = [
  ['H1', '1号馆', '1號館', 'Hall 1'],
  ['CC', '会议中心', '會議中心', 'Conference Center'],
];

function entries(rows: Row[], lang: Locale): DictEntry[] {
  return rows.map(([code, nameZhHans, nameZhHant, nameEn], sort) => ({
    code,
    parentCode: null,
    name: lang === 'en' ? nameEn : lang === 'zh-Hant' ? nameZhHant : nameZhHans,
    nameZhHans,
    nameZhHant,
    nameEn,
    sort,
  }));
}

function langOf(request: MockRequest): Locale {
  return (request.headers['Accept-Language'] as Locale) ?? 'zh-Hans';
}

/** Fetch-mock handlers answering the two dictionaries in the request's language. */
export const dictHandlers = {
  'GET portal/rest/dicts/exhibition/200417/exhibitionArea': (request: MockRequest) =>
    entries(AREAS, langOf(request)),
  'GET portal/rest/dicts/exhibition/200417/hall': (request: MockRequest) => entries(HALLS, langOf(request)),
  [`GET portal/rest/config/key/${CURRENT_EXHIBITION_KEY}`]: (request: MockRequest) => ({
    key: CURRENT_EXHIBITION_KEY,
    value: '200417',
    exhibition: fairEdition(langOf(request)),
  }),
};

/** Resolves once the fair's facts and countdown show the config call's answer. */
export async function fairShown() {
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
}

/** The 32nd fair as `config/key/currentAppointmentExhibition` answers it (seed/fair.ts). */
export function fairEdition(lang: Locale, overrides: Partial<FairEdition> = {}): FairEdition {
  const pick = (zhHans: string, zhHant: string, en: string) =>
    lang === 'en' ? en : lang === 'zh-Hant' ? zhHant : zhHans;
  return {
    id: 200417,
    edition: 32,
    name: pick(
      '第32届生活用纸国际科技展览会',
      '第32屆生活用紙國際科技展覽會',
      '32nd Tissue Paper International Technology Exhibition',
    ),
    nameZhHans: '第32届生活用纸国际科技展览会',
    nameZhHant: '第32屆生活用紙國際科技展覽會',
    nameEn: '32nd Tissue Paper International Technology Exhibition',
    city: pick('中国·南京', '中國·南京', 'Nanjing, China'),
    venue: pick('南京国际博览中心', '南京國際博覽中心', 'Nanjing International Expo Center'),
    venueZhHans: '南京国际博览中心',
    venueZhHant: '南京國際博覽中心',
    venueEn: 'Nanjing International Expo Center',
    startDate: '2024-05-15',
    endDate: '2024-05-17',
    openTime: '09:00',
    closeTime: '17:00',
    timeZone: 'Asia/Shanghai',
    halls: ['H1', 'H2', 'H3'],
    registrationOpensAt: '2024-01-14T16:00:00.000Z',
    registrationClosesAt: '2024-05-17T09:00:00.000Z',
    isCurrent: true,
    phase: 'afterFair',
    registrationOpen: false,
    ...overrides,
  };
}
