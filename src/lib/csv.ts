// Tables as CSV the way Brazilian Excel opens them with a double-click: ';' between fields (the
// comma is the decimal mark), decimals with a comma, CRLF line ends and a UTF-8 byte-order mark so
// accents survive. Made in the browser from the figures already on screen: no second route to keep
// in step with the page.

export type CsvCell = string | number | null;

/** A number as pt-BR writes it, without thousands separators ('1234,5'); empty when absent. */
const cellText = (cell: CsvCell) =>
  cell === null ? '' : typeof cell === 'number' ? String(cell).replace('.', ',') : cell;

/** A field quoted when it holds the separator, a quote or a line break. */
const quoted = (text: string) => (/[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map((cell) => quoted(cellText(cell))).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Centavos as reais for a spreadsheet: 123456 → 1234.56 (written '1234,56'). */
export const reais = (cents: number) => cents / 100;

/** Offers `csv` as a file named `fileName` (the browser's own download). */
export function downloadCsv(fileName: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
