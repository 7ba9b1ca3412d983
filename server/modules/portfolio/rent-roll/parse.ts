import type { RentRollField } from '../../../../common/api/rent-roll.js';
import type { tenantKinds } from '../../../../common/portfolio.js';
import { detectFileType } from '../../../lib/extract/detect.js';
import { defaultLimits } from '../../../lib/extract/limits.js';
import { readCsvRows, readXlsxSheets } from '../../../lib/extract/spreadsheet.js';
import { ExtractionError } from '../../../lib/extract/types.js';
import { AppError } from '../../../lib/errors.js';
import { findHeaderRow, type ColumnMap } from './columns.js';
import { isVacancy, looksLikeCompany, readDate, readEmails, readMoney, readPhones, splitTenantNames } from './values.js';

/** Rows one import takes: a portfolio's rent roll, not a data warehouse. Larger files are refused, never cut. */
export const MAX_RENT_ROLL_ROWS = 10_000;

export interface ParsedTenant {
  name: string;
  email: string | null;
  phone: string | null;
  kind: (typeof tenantKinds)[number];
}

/** One row of the file as read, with the problems reading it found (the plan adds those that need the records). */
export interface ParsedRow {
  row: number;
  property: string | null;
  unit: string | null;
  tenants: ParsedTenant[];
  startDate: string | null;
  endDate: string | null;
  monthlyRentCents: number | null;
  depositCents: number | null;
  problems: string[];
}

/** What an import keeps between preview and confirmation (rent_roll_imports.rows). */
export interface ParsedRoll {
  version: 1;
  columns: ColumnMap['columns'];
  rows: ParsedRow[];
}

const fileProblem = (message: string) => new AppError('invalid_input', message, { field: 'file' });

/**
 * Reads a rent roll: a CSV or an XLSX, decided by the file's content (a binary named .csv is refused), an XLSX
 * through the same zip guard as documents. Finds the header row, maps its columns, and reads each row's values.
 */
export async function parseRentRoll(bytes: Buffer, fileName: string, options: { defaultProperty: string | null }): Promise<ParsedRoll> {
  // One row more than allowed, past the header and a title or two, tells a file that is too long.
  const limits = { ...defaultLimits, maxRows: MAX_RENT_ROLL_ROWS + 25, maxPages: 50 };
  let table: string[][];
  try {
    const detected = await detectFileType(bytes, fileName);
    if (detected.kind === 'csv') table = readCsvRows(bytes, limits);
    else if (detected.kind === 'xlsx') {
      const { sheets } = await readXlsxSheets(bytes, limits);
      table = sheets.find((s) => findHeaderRow(s.rows))?.rows ?? sheets[0]?.rows ?? [];
    } else throw new AppError('unsupported_media_type', 'A rent roll must be a CSV or Excel (.xlsx) file', { field: 'file' });
  } catch (err) {
    if (!(err instanceof ExtractionError)) throw err;
    if (err.code === 'unsupported_type' || err.code === 'empty') {
      const what = err.code === 'empty' ? 'This file is empty.' : err.message.split(' Supported files')[0];
      throw new AppError('unsupported_media_type', `${what} A rent roll must be a CSV or Excel (.xlsx) file.`, { field: 'file' });
    }
    throw fileProblem(err.message);
  }

  const header = findHeaderRow(table);
  if (!header) {
    throw fileProblem(
      'No header row was found: a rent roll needs a header row naming the unit column (Unit, Apt or Suite) and at least one other, such as Tenant, Lease Start or Rent.',
    );
  }
  const body = table.slice(header.index + 1);
  if (body.length > MAX_RENT_ROLL_ROWS) {
    throw fileProblem(`This rent roll has more than ${MAX_RENT_ROLL_ROWS.toLocaleString('en-US')} rows; split it into smaller files and import each.`);
  }
  const rows: ParsedRow[] = [];
  body.forEach((cells, i) => {
    const parsed = parseRow(cells, header.map.fields, header.index + i + 2, options.defaultProperty);
    if (parsed) rows.push(parsed);
  });
  return { version: 1, columns: header.map.columns, rows };
}

const isTotal = (text: string) => /^(grand\s+)?(sub)?totals?\s*:?$/i.test(text.trim());

function parseRow(cells: string[], fields: Partial<Record<RentRollField, number>>, row: number, defaultProperty: string | null): ParsedRow | null {
  const cell = (f: RentRollField) => (fields[f] === undefined ? '' : (cells[fields[f]!] ?? '').replace(/\s+/g, ' ').trim());
  if (cells.every((c) => !c?.trim())) return null;
  // A totals line names no unit: it is part of the report, not a row of the portfolio.
  if (!cell('unit') && cells.some((c) => c && isTotal(c))) return null;

  const problems: string[] = [];
  const take = <T>(read: { value?: T | null; problem?: string }) => {
    if (read.problem) problems.push(read.problem);
    return read.value ?? null;
  };
  const property = cell('property') || defaultProperty || null;
  const unit = cell('unit') || null;
  if (!property) problems.push('Property is missing (the row names none and no property was given for the file)');
  else if (property.length > 200) problems.push('Property name is longer than 200 characters');
  if (!unit) problems.push('Unit is missing');
  else if (unit.length > 100) problems.push('Unit label is longer than 100 characters');

  const tenantCell = cell('tenant');
  const vacant = isVacancy(tenantCell);
  const names = vacant ? [] : splitTenantNames(tenantCell);
  const emails = take(readEmails(cell('email'))) ?? [];
  const phones = readPhones(cell('phone'));
  if (!names.length && (emails.length || phones.length) && !vacant) problems.push('Tenant name is missing (an email or phone is given)');
  const tooLong = names.find((n) => n.length > 200);
  if (tooLong) problems.push('A tenant name is longer than 200 characters');
  const tenants = names.map<ParsedTenant>((name, i) => ({
    name,
    email: emails[i] ?? null,
    phone: phones[i] ?? null,
    kind: looksLikeCompany(name) ? 'company' : 'person',
  }));

  const startDate = take(readDate(cell('start'), 'Lease start'));
  const endDate = take(readDate(cell('end'), 'Lease end'));
  const monthlyRentCents = take(readMoney(cell('rent'), 'Rent'));
  const depositCents = take(readMoney(cell('deposit'), 'Deposit'));
  if (startDate && endDate && endDate < startDate) problems.push(`Lease end (${endDate}) is before its start (${startDate})`);
  // A row with tenants or an end date describes a lease, which needs its start; a vacant unit's row (no tenant,
  // perhaps its asking rent) describes the unit only.
  const leaseGiven = tenants.length > 0 || !!cell('end');
  if (!startDate && !cell('start') && leaseGiven) problems.push('Lease start date is missing');
  return { row, property, unit, tenants, startDate, endDate, monthlyRentCents, depositCents, problems };
}
