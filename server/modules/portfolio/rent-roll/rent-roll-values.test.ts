import { describe, expect, it } from 'vitest';
import { findHeaderRow, mapColumns } from './columns.js';
import { readDate, readEmails, readMoney, splitTenantNames } from './values.js';

describe('rent-roll cell values', () => {
  it('reads dates in the common formats, and says which it cannot', () => {
    const cases: Array<[string, string | null]> = [
      ['2025-03-01', '2025-03-01'],
      ['2025-3-1', '2025-03-01'],
      ['2025-03-01 00:00', '2025-03-01'],
      ['3/1/2025', '2025-03-01'],
      ['03/01/25', '2025-03-01'],
      ['25/1/2025', '2025-01-25'],
      ['Mar 1 2025', '2025-03-01'],
      ['March 1, 2025', '2025-03-01'],
      ['Mar. 1st, 2025', '2025-03-01'],
      ['1 Mar 2025', '2025-03-01'],
      ['01-Mar-25', '2025-03-01'],
      ['45717', '2025-03-01'], // Excel's serial number of 2025-03-01
      ['', null],
    ];
    for (const [text, iso] of cases) expect(readDate(text, 'Lease start'), text).toEqual({ value: iso });
    for (const text of ['2025-02-30', '13/13/2025', 'soon', 'Smarch 1 2025', '12345']) {
      expect(readDate(text, 'Lease start').problem, text).toMatch(/^Lease start ".*" is not a date we can read/);
    }
  });

  it('reads money with $ and commas as whole cents, refusing negative or unreadable amounts', () => {
    const cases: Array<[string, number | null]> = [
      ['$1,850.00', 185_000],
      ['1850', 185_000],
      ['1,850.5', 185_050],
      ['USD 2,000', 200_000],
      ['1850/mo', 185_000],
      ['$ 925.25', 92_525],
      ['0', 0],
      ['', null],
      ['-', null],
    ];
    for (const [text, cents] of cases) expect(readMoney(text, 'Rent'), text).toEqual({ value: cents });
    expect(readMoney('-$250', 'Rent').problem).toBe('Rent cannot be negative (-$250)');
    expect(readMoney('(250.00)', 'Deposit').problem).toBe('Deposit cannot be negative ((250.00))');
    expect(readMoney('about 1800', 'Rent').problem).toMatch(/^Rent "about 1800" is not an amount/);
    expect(readMoney('1.850,00', 'Rent').problem).toBeDefined();
    expect(readMoney('1850.123', 'Rent').problem).toBeDefined();
  });

  it('splits several tenants in one cell but keeps a company whole', () => {
    expect(splitTenantNames('Dana Reyes & Sam Lee')).toEqual(['Dana Reyes', 'Sam Lee']);
    expect(splitTenantNames('Dana Reyes; Sam Lee / Kim Park')).toEqual(['Dana Reyes', 'Sam Lee', 'Kim Park']);
    expect(splitTenantNames('Dana Reyes and Dana Reyes')).toEqual(['Dana Reyes']);
    expect(splitTenantNames('Smith & Sons LLC')).toEqual(['Smith & Sons LLC']);
    expect(splitTenantNames('Reyes, Dana')).toEqual(['Reyes, Dana']);
    expect(readEmails('dana@example.com; sam@example.com')).toEqual({ value: ['dana@example.com', 'sam@example.com'] });
    expect(readEmails('not-an-email').problem).toBe('Email "not-an-email" is not an email address');
  });

  it('maps the headers rent rolls use, and finds the header row under a title', () => {
    const map = mapColumns(['Bldg', 'Apt #', 'Resident Name(s)', 'E-mail', 'Move-In', 'Lease Exp.', 'Market Rent', 'Base Rent', 'Sec. Deposit']);
    expect(map.fields).toEqual({ property: 0, unit: 1, tenant: 2, email: 3, start: 4, end: 5, rent: 7, deposit: 8 });
    expect(map.columns[6]).toEqual({ header: 'Market Rent', field: null });
    const other = mapColumns(['Address', 'Property', 'Suite', 'Lessee', 'Commencement Date', 'Expiration Date', 'Monthly Rent', 'Security Deposit']);
    expect(other.fields).toEqual({ property: 1, unit: 2, tenant: 3, start: 4, end: 5, rent: 6, deposit: 7 });
    const found = findHeaderRow([['Oak Street Rent Roll'], ['As of', '2025-06-30'], [], ['Unit', 'Tenant', 'Rent'], ['4B', 'Dana', '1850']]);
    expect(found?.index).toBe(3);
    expect(
      findHeaderRow([
        ['Name', 'Amount'],
        ['x', '1'],
      ]),
    ).toBeNull();
  });
});
