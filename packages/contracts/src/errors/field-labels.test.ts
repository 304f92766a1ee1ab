import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contracts from '../index';
import { LOCALES } from '../locales';
import {
  FIELD_LABELS,
  fieldLabel,
  fieldList,
  humanizeFieldKey,
  keyLabel,
  validationMessage,
} from './field-labels';
import { requestSchemaKeys, unlabelledKeys } from './schema-keys';

/**
 * The request schemas of the contracts: every exported Zod schema named as a route's body,
 * query or path parameters (`…Body`, `…Query`, `…Params`, with or without `Schema`, and the
 * `…Filter` bodies). The server test (platform/field-labels.test.ts) walks the schemas the
 * routes actually declare, these and the few the server writes itself.
 */
const REQUEST_SCHEMA_NAME = /(Body|Query|Params)(Schema)?$|Filter$/;
const requestSchemas = (Object.entries(contracts) as Array<[string, unknown]>).filter(
  (entry): entry is [string, z.ZodType] =>
    REQUEST_SCHEMA_NAME.test(entry[0]) &&
    typeof entry[1] === 'object' &&
    entry[1] !== null &&
    '_zod' in entry[1],
);
const requestKeys = new Set<string>();
for (const [, schema] of requestSchemas) requestSchemaKeys(schema, requestKeys);

const CJK = /[\u3400-\u9fff]/;
const CAMEL = /[a-z][A-Z]/;

describe('field labels of the request schemas', () => {
  it('finds the request schemas and their keys (nested ones too)', () => {
    expect(requestSchemas.length).toBeGreaterThan(250);
    expect(requestKeys.size).toBeGreaterThan(250);
    // inside arrays (seminar attendees), discriminated unions (exhibitor steps), trilingual objects
    for (const key of ['attendees', 'idLast6', 'contactMobile', 'depth', 'zh-Hant', 'titleZhHans'])
      expect(requestKeys, key).toContain(key);
  });

  it('gives every key a label in zh-Hans, zh-Hant and en', () => {
    expect(unlabelledKeys(requestKeys)).toEqual([]);
  });

  it('reports a key whose label is removed or left empty in one language', () => {
    const { contactMobile: _removed, ...withoutOne } = FIELD_LABELS;
    expect(unlabelledKeys(requestKeys, withoutOne)).toEqual(['contactMobile']);
    const emptyEnglish = {
      ...FIELD_LABELS,
      titleZhHans: ['标题（简体中文）', '標題（簡體中文）', ' '] as const,
    };
    expect(unlabelledKeys(requestKeys, emptyEnglish)).toEqual(['titleZhHans']);
  });

  it('writes each language in its own words', () => {
    for (const [key, [zhHans, zhHant, en]] of Object.entries(FIELD_LABELS)) {
      expect(CJK.test(en), `en ${key}: ${en}`).toBe(false);
      for (const zh of [zhHans, zhHant]) expect(zh, `zh ${key}`).not.toBe(key);
      // a Chinese label names the field in Chinese, unless it is a name of its own (QQ, LinkedIn…)
      if (!CJK.test(zhHans)) expect([zhHans, zhHant], key).toEqual([en, en]);
      if (!CJK.test(zhHant)) expect(zhHant, key).toBe(en);
    }
  });
});

describe('fieldLabel', () => {
  it('names a key by its label in the caller language', () => {
    expect(fieldLabel('zh-Hans', 'contactMobile')).toBe('联系人手机号码');
    expect(fieldLabel('zh-Hant', 'contactMobile')).toBe('聯絡人手機號碼');
    expect(fieldLabel('en', 'contactMobile')).toBe('Contact mobile number');
  });

  it('reads a nested path: the item number, the parent, the field', () => {
    expect(fieldLabel('zh-Hans', 'attendees.0.mobile')).toBe('参会人（第 1 项）的手机号码');
    expect(fieldLabel('zh-Hant', 'attendees.0.mobile')).toBe('參會人（第 1 項）的手機號碼');
    expect(fieldLabel('en', 'attendees.0.mobile')).toBe('Attendees (item 1): Mobile number');
    expect(fieldLabel('en', ['parameters', 2, 'value'])).toBe('Specifications (item 3): Value');
    expect(fieldLabel('zh-Hans', '0.name')).toBe('第 1 项的名称');
    expect(fieldLabel('en', '0.name')).toBe('Item 1: Name');
    expect(fieldLabel('zh-Hans', 'detailAttachmentIds.4')).toBe('详情图片（第 5 项）');
  });

  it('reads a language key as a qualifier and skips a wrapper inside a path', () => {
    expect(fieldLabel('zh-Hans', 'title.en')).toBe('标题（英文）');
    expect(fieldLabel('en', 'agenda.1.speaker.zh-Hant')).toBe(
      'Programme (item 2): Speaker (Traditional Chinese)',
    );
    expect(fieldLabel('zh-Hans', 'data.contactMobile')).toBe('联系人手机号码');
    expect(fieldLabel('en', 'data')).toBe('Details');
  });

  it('names the whole body', () => {
    expect(fieldLabel('zh-Hans', '(body)')).toBe('提交的内容');
    expect(fieldLabel('en', '')).toBe('Data sent');
  });

  it('humanises an unknown key instead of showing its camelCase', () => {
    expect(keyLabel('zh-Hans', 'partnerMobilePhone')).toBe('partner mobile phone');
    expect(keyLabel('en', 'partnerMobilePhone')).toBe('Partner mobile phone');
    expect(keyLabel('en', 'partnerId')).toBe('Partner ID');
    expect(keyLabel('zh-Hant', 'HTTPHeader2')).toBe('http header 2');
    expect(fieldLabel('zh-Hans', 'attendees.0.partnerMobilePhone')).toBe(
      '参会人（第 1 项）的partner mobile phone',
    );
    for (const locale of LOCALES)
      for (const key of requestKeys) expect(CAMEL.test(humanizeFieldKey(locale, key)), key).toBe(false);
  });
});

describe('validationMessage', () => {
  it('lists the fields by their labels in the catalog template, each once', () => {
    const fields = ['titleZhHans', 'contactMobile', 'attendees.1.idLast6'];
    expect(validationMessage('zh-Hans', fields)).toBe(
      '提交的信息有误：标题（简体中文）、联系人手机号码、参会人（第 2 项）的证件号码后六位',
    );
    expect(validationMessage('zh-Hant', fields)).toBe(
      '提交的資訊有誤：標題（簡體中文）、聯絡人手機號碼、參會人（第 2 項）的證件號碼後六位',
    );
    expect(validationMessage('en', fields)).toBe(
      'Some information is not valid: Title (Simplified Chinese), Contact mobile number, Attendees (item 2): Last six characters of the ID number',
    );
    expect(fieldList('zh-Hans', ['brandId', 'brand'])).toBe('品牌');
  });
});
