import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsUtc, writeCalendar } from './ics';

describe('the iCalendar writer (RFC 5545)', () => {
  it('writes UTC date-times in the basic form with Z', () => {
    expect(icsUtc(new Date('2024-05-15T01:30:00.000Z'))).toBe('20240515T013000Z');
  });

  it('escapes backslash, semicolon, comma and newlines in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a UTF-8 character, and unfolds to the same line', () => {
    const line = `SUMMARY:${'会面'.repeat(40)}`; // 8 + 240 octets
    const folded = foldLine(line);
    const pieces = folded.split('\r\n');
    expect(pieces.length).toBeGreaterThan(3);
    for (const piece of pieces) expect(new TextEncoder().encode(piece).length).toBeLessThanOrEqual(75);
    for (const piece of pieces.slice(1)) expect(piece.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('writes a calendar of events with CRLF line ends and the required properties', () => {
    const text = writeCalendar(
      [
        {
          uid: 'appointment-7@cidpex',
          start: new Date('2024-05-15T01:00:00Z'),
          end: new Date('2024-05-15T01:30:00Z'),
          stamp: new Date('2024-05-01T00:00:00Z'),
          summary: 'Meeting, Demo Co.',
          location: 'Booth No 5A03; Hall 5',
          description: 'Topic',
        },
      ],
      'CIDPEX',
    );
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(text).toContain('\r\nDTSTART:20240515T010000Z\r\n');
    expect(text).toContain('\r\nDTEND:20240515T013000Z\r\n');
    expect(text).toContain('\r\nSUMMARY:Meeting\\, Demo Co.\r\n');
    expect(text).toContain('\r\nLOCATION:Booth No 5A03\\; Hall 5\r\n');
    expect(text).toContain('\r\nUID:appointment-7@cidpex\r\n');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
  });
});
