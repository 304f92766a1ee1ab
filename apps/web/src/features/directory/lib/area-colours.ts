/**
 * Booth fills by exhibition area: a fixed, distinguishable palette (light enough for the booth
 * number in dark text to keep AA contrast), assigned in the plan's area order.
 */
const PALETTE = [
  '#9fd3c7',
  '#f6c89f',
  '#b8c7f0',
  '#f2b5c4',
  '#c9e4a6',
  '#f3e09b',
  '#d3b9e8',
  '#a9dcef',
  '#e8c3a8',
  '#bfe0d0',
  '#f0b9a0',
  '#cfd6dc',
];

export const FREE_BOOTH = '#eef1f3';

export function areaColours(areas: { code: string }[]): Map<string, string> {
  return new Map(areas.map((area, i) => [area.code, PALETTE[i % PALETTE.length] as string]));
}
