import { describe, expect, it } from 'vitest';
import { fairIcs, jpegPdf } from './badge-files';

describe('e-badge files', () => {
  it('puts the three fair days in a calendar on the fair’s clock (09:00–17:00 China time)', () => {
    const ics = fairIcs(
      {
        startDate: '2024-05-15',
        endDate: '2024-05-17',
        openTime: '09:00',
        closeTime: '17:00',
        title: 'CIDPEX, 32nd',
        location: 'Nanjing International Expo Center',
        description: 'Your badge code: V1; bring it',
        uid: 'cidpex-200417-V1@cidpex.cn',
      },
      new Date('2024-04-01T00:00:00Z'),
    );
    expect(ics).toContain('DTSTART:20240515T010000Z\r\n');
    expect(ics).toContain('DTEND:20240515T090000Z\r\n');
    expect(ics).toContain('RRULE:FREQ=DAILY;COUNT=3\r\n');
    expect(ics).toContain('SUMMARY:CIDPEX\\, 32nd\r\n');
    expect(ics).toContain('DESCRIPTION:Your badge code: V1\\; bring it\r\n');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('writes a one-page PDF whose cross-reference points at each object', async () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);
    const blob = jpegPdf(jpeg, 840, 1184);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const text = new TextDecoder('latin1').decode(bytes);
    expect(blob.type).toBe('application/pdf');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('/Width 840 /Height 1184');
    const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.slice(xref).matchAll(/(\d{10}) 00000 n/g)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    for (const [i, at] of offsets.entries()) expect(text.slice(at).startsWith(`${i + 1} 0 obj\n`)).toBe(true);
  });
});
