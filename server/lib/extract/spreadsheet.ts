import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { checkedOfficeZip } from './office.js';
import { decodeText } from './detect.js';
import { formatRow, normalizeNewlines, paginateRows } from './text.js';
import type { ExtractionLimits } from './limits.js';
import { ExtractionError, SHEET_LABEL, type ExtractedDocument, type ExtractedPage } from './types.js';

/** XLSX → one page per sheet; each row reads "Header: value; Header: value" using the sheet's first row. */
export async function extractXlsx(bytes: Buffer, limits: ExtractionLimits): Promise<ExtractedDocument> {
  const { sheets, title } = await readXlsxSheets(bytes, limits);
  const pages: ExtractedPage[] = [];
  for (const sheet of sheets) {
    const text = rowsToLines(sheet.rows).join('\n');
    if (!text.trim()) continue;
    pages.push({ number: pages.length + 1, text: `${SHEET_LABEL}${sheet.name}\n${text}`, ocr: false, table: true });
  }
  return { pages, title, attachments: [] };
}

/**
 * The sheets of an XLSX as rows of cell text (dates as YYYY-MM-DD, money as formatted), read through the zip
 * guard: at most `limits.maxPages` sheets of `limits.maxRows` + 1 rows each (one more tells a caller it was cut).
 */
export async function readXlsxSheets(bytes: Buffer, limits: ExtractionLimits): Promise<{ title?: string; sheets: Array<{ name: string; rows: string[][] }> }> {
  const { zip, title } = await checkedOfficeZip(bytes, limits);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(zip as unknown as ArrayBuffer);
  } catch {
    throw new ExtractionError('corrupt', 'This Excel file is damaged or incomplete, so it could not be read.');
  }
  const sheets: Array<{ name: string; rows: string[][] }> = [];
  for (const sheet of workbook.worksheets) {
    if (sheets.length >= limits.maxPages) break;
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      if (rows.length > limits.maxRows) return;
      const values: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, col) => {
        values[col - 1] = cellText(cell);
      });
      rows.push(Array.from(values, (v) => v ?? ''));
    });
    sheets.push({ name: sheet.name, rows });
  }
  return { sheets, title };
}

/** CSV → rows labelled with the header row, paged by length. */
export function extractCsv(bytes: Buffer, limits: ExtractionLimits): ExtractedDocument {
  const pages = paginateRows(rowsToLines(readCsvRows(bytes, limits)), limits.textPageChars);
  return { pages: pages.map((t, i) => ({ number: i + 1, text: t, ocr: false, table: true })), attachments: [] };
}

/** The records of a CSV (comma, semicolon or tab separated; UTF-8 or UTF-16), at most `limits.maxRows` + 1. */
export function readCsvRows(bytes: Buffer, limits: ExtractionLimits): string[][] {
  const decoded = decodeText(bytes);
  if (decoded === null) throw new ExtractionError('corrupt', 'This CSV file is not readable text.');
  const text = normalizeNewlines(decoded);
  try {
    return parse(text, {
      delimiter: guessDelimiter(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      max_record_size: limits.csvMaxRecordBytes,
      to_line: limits.maxRows + 1,
      on_record: (record: string[]) => {
        if (record.length > limits.csvMaxColumns) {
          throw new ExtractionError('too_large', `This CSV file has more than ${limits.csvMaxColumns} columns, which is more than Propwise reads.`);
        }
        return record;
      },
    }) as string[][];
  } catch (err) {
    if (err instanceof ExtractionError) throw err;
    throw new ExtractionError('corrupt', 'This CSV file could not be read: a row is malformed or too long.');
  }
}

function rowsToLines(cells: string[][]): string[] {
  // One row, one line: a line break inside a cell would cut the row in two for the chunker and the answers.
  const rows = cells.map((r) => r.map((v) => v.replace(/\s*\n\s*/g, ' ')));
  const headerIndex = rows.findIndex((r) => r.some((v) => v.trim()));
  if (headerIndex < 0) return [];
  const headers = rows[headerIndex];
  const body = rows
    .slice(headerIndex + 1)
    .map((r) => formatRow(headers, r))
    .filter(Boolean);
  // A one-row table is only headers: keep them readable rather than dropping the content.
  return body.length ? body : [headers.filter((h) => h.trim()).join('; ')];
}

function guessDelimiter(text: string): string {
  const first = text.slice(0, text.indexOf('\n') >= 0 ? text.indexOf('\n') : undefined);
  const counts = [',', ';', '\t'].map((d) => [d, first.split(d).length - 1] as const);
  return counts.sort((a, b) => b[1] - a[1])[0][1] > 0 ? counts[0][0] : ',';
}

function cellText(cell: ExcelJS.Cell): string {
  return valueText(cell.value, cell.numFmt);
}

function valueText(value: ExcelJS.CellValue, numFmt?: string): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 16).replace('T', ' ');
  }
  if (typeof value === 'number') return numberText(value, numFmt);
  if (typeof value === 'string' || typeof value === 'boolean') return String(value);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return valueText((value as { result?: ExcelJS.CellValue }).result ?? null, numFmt);
  if ('text' in value) return String(value.text);
  if ('error' in value) return String(value.error);
  return '';
}

function numberText(n: number, numFmt?: string): string {
  if (!numFmt) return String(n);
  const decimals = numFmt.match(/0\.(0+)/)?.[1].length ?? 0;
  if (numFmt.includes('%')) return `${(n * 100).toFixed(decimals)}%`;
  const currency = numFmt.match(/[$€£¥]/)?.[0];
  if (currency) {
    const abs = Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    return `${n < 0 ? '-' : ''}${currency}${abs}`;
  }
  return String(n);
}
