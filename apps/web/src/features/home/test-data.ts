import type { DictEntry, Locale } from '@cidpex/contracts';
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
};
