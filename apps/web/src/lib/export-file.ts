import Papa from 'papaparse';

/**
 * The one way the portal writes a table for a spreadsheet (issue 23 item 11): CSV by papaparse
 * with its formula guard on (`escapeFormulae`: a cell starting with =, +, -, @, a tab or a
 * carriage return is prefixed with ' so that Excel or WPS show it as text and never run it),
 * UTF-8 with a byte-order mark so that Excel reads Chinese correctly. Every export uses it.
 */
export type Cell = string | number | boolean | null | undefined;

export function toCsv(header: string[], rows: Cell[][]): string {
  const text = Papa.unparse(
    { fields: header, data: rows.map((row) => row.map((cell) => (cell == null ? '' : String(cell)))) },
    { escapeFormulae: true, newline: '\r\n' },
  );
  return `\uFEFF${text}\r\n`;
}

/** Saves a table as `<name>.csv` in the browser. */
export function downloadCsv(name: string, header: string[], rows: Cell[][]): void {
  const blob = new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name.endsWith('.csv') ? name : `${name}.csv`;
  a.click();
  URL.revokeObjectURL(url);
}
