import { describe, expect, it } from 'vitest';
import { amendmentTermKeys, leaseTermKeys } from '../../../../common/lease-terms.js';
import { extractLease } from './index.js';
import {
  amendment,
  checkboxForm,
  commercialLegalese,
  industrialNetLease,
  labelledForm,
  leaseText,
  negativeTerms,
  notALease,
  ocrNoisy,
  plainResidential,
  summaryTable,
  tenancyAgreement,
} from './test-passages.js';
import type { LeaseExtraction, LeaseText } from './types.js';

function values(result: LeaseExtraction): Record<string, unknown> {
  return Object.fromEntries(result.terms.map((t) => [t.key, t.value]));
}

/** The contract every extraction keeps: every key of its kind, and every value quoted exactly from its page. */
function expectEvidenceContract(text: LeaseText, result: LeaseExtraction) {
  const canonical = text.pages.map((p) => p.text).join('\n\n');
  expect(result.terms.map((t) => t.key)).toEqual([...(result.kind === 'amendment' ? amendmentTermKeys : leaseTermKeys)]);
  for (const term of result.terms) {
    expect(term.confidence).toBeGreaterThanOrEqual(0);
    expect(term.confidence).toBeLessThanOrEqual(1);
    if (term.value === null) {
      expect(term.evidence).toBeNull();
      continue;
    }
    const e = term.evidence!;
    const page = text.pages.find((p) => p.number === e.page)!;
    expect(page.text.slice(e.charStart - page.charStart, e.charEnd - page.charStart)).toBe(e.quote);
    expect(canonical.slice(e.charStart, e.charEnd)).toBe(e.quote);
  }
}

describe('extractLease', () => {
  it('reads a plain-English residential lease, each value with its passage', () => {
    const text = leaseText([plainResidential]);
    const result = extractLease(text);
    expectEvidenceContract(text, result);
    expect(result.kind).toBe('lease');
    expect(values(result)).toMatchObject({
      landlord: 'Maple Grove Rentals LLC',
      tenants: ['Priya Raman', 'Daniel Okafor'],
      premises_address: '2217 Juniper Avenue, Boulder, CO 80302',
      unit: '3C',
      commencement_date: '2025-03-01',
      expiration_date: '2026-02-28',
      term_months: 12,
      monthly_rent: 1950,
      rent_schedule: null,
      security_deposit: 1950,
      late_fee: { amount: 75, grace_days: 5 },
      renewal_option: null,
      notice_to_vacate_days: 30,
      early_termination: null,
      pets: 'with_consent',
      pet_deposit: 400,
      subletting: 'prohibited',
      repairs: 'landlord',
      utilities_tenant: ['electricity', 'gas', 'internet'],
      governing_law: 'Colorado',
    });
    const rent = result.terms.find((t) => t.key === 'monthly_rent')!;
    expect(rent.evidence!.quote).toBe('Tenant shall pay rent of $1,950.00 per month, due on the first day of each month.');
    expect(rent.confidence).toBeGreaterThan(0.8);
  });

  it('reads a commercial lease in legalese: headings as labels, a rent table, options, a fee in words and figures', () => {
    const text = leaseText(commercialLegalese);
    const result = extractLease(text);
    expectEvidenceContract(text, result);
    const v = values(result);
    expect(v).toMatchObject({
      landlord: 'HARBORPOINT TOWER ASSOCIATES, L.P.',
      tenants: ['NORTHWIND ANALYTICS, INC.'],
      premises_address: '1600 Harborpoint Parkway, Seattle, Washington 98101',
      unit: '1400',
      commencement_date: '2024-04-01',
      expiration_date: '2029-03-31',
      term_months: 60,
      monthly_rent: 15500,
      security_deposit: 31000,
      late_fee: { percent: 5, grace_days: 10 },
      renewal_option: { count: 2, term_months: 60, notice_days: 180 },
      early_termination: { notice_days: 180, fee: 48000 },
      pets: 'prohibited',
      subletting: 'with_consent',
      // The tenant keeps the premises in repair and the landlord the roof, foundation and structure: both carry
      // repair duties, which the extractor (repairs.ts) and the development set's gold call shared.
      repairs: 'shared',
      utilities_tenant: ['electricity', 'gas', 'internet'],
      permitted_use: 'General office purposes',
      governing_law: 'Washington',
    });
    expect(v.rent_schedule).toEqual([
      { from: '2024-04-01', monthly_rent: 15500 },
      { from: '2025-04-01', monthly_rent: 15965 },
      { from: '2026-04-01', monthly_rent: 16443.95 },
      { from: '2027-04-01', monthly_rent: 16937.27 },
      { from: '2028-04-01', monthly_rent: 17445.39 },
    ]);
    // Values from the second page cite the second page at its canonical offsets.
    const law = result.terms.find((t) => t.key === 'governing_law')!;
    expect(law.evidence!.page).toBe(2);
    expect(law.evidence!.charStart).toBeGreaterThan(text.pages[1]!.charStart);
  });

  it('reads a labelled form: labels, a percent late fee after a day of the month, shared repairs', () => {
    const text = leaseText([labelledForm]);
    const result = extractLease(text);
    expectEvidenceContract(text, result);
    expect(values(result)).toMatchObject({
      landlord: 'Lakeshore Homes Inc.',
      tenants: ['Tomas Alvarez', 'Grace Alvarez'],
      premises_address: '415 Birchwood Court, Madison, WI 53703',
      unit: '2',
      commencement_date: '2025-06-01',
      expiration_date: null,
      monthly_rent: 1275,
      security_deposit: 1275,
      late_fee: { percent: 10, grace_days: 2 },
      notice_to_vacate_days: 28,
      pets: 'allowed',
      subletting: 'prohibited',
      repairs: 'shared',
      utilities_tenant: ['electricity', 'gas', 'internet'],
      governing_law: null,
    });
  });

  it('reads terms stated negatively, and leaves what is not stated as not stated', () => {
    const text = leaseText([negativeTerms]);
    const result = extractLease(text);
    expectEvidenceContract(text, result);
    expect(values(result)).toMatchObject({
      landlord: 'Ridgeview Partners',
      tenants: ['Alan Brooks'],
      commencement_date: '2025-07-01',
      expiration_date: '2025-12-31',
      term_months: 6,
      monthly_rent: 2400,
      pets: 'prohibited',
      subletting: 'prohibited',
      renewal_option: null,
      security_deposit: null,
      late_fee: null,
      governing_law: null,
      utilities_tenant: null,
      repairs: null,
    });
    // A derived term cites the stated dates it was computed from.
    const term = result.terms.find((t) => t.key === 'term_months')!;
    expect(term.evidence!.quote).toContain('July 1, 2025');
  });

  it('reads through OCR slips: l and O for digits, broken lines, hyphenation', () => {
    const text = leaseText([ocrNoisy], 'scan.pdf');
    const result = extractLease(text);
    expectEvidenceContract(text, result);
    expect(values(result)).toMatchObject({
      landlord: 'Cedar Hollow Properties LLC',
      tenants: ['Megan Liu'],
      commencement_date: '2025-04-01',
      expiration_date: '2026-03-31',
      term_months: 12,
      monthly_rent: 1850,
      security_deposit: 1850,
      governing_law: 'Oregon',
    });
  });

  it('reads the premises an amendment names in its reference to the lease ("Re: Lease dated ... for <address>")', () => {
    const letter = [
      'NOTICE OF EXERCISE OF OPTION TO EXTEND',
      '',
      'March 3, 2026',
      '',
      'To: Bayview Commercial Partners LP',
      '',
      'Re: Lease dated April 2, 2019 for 215 Harbor Way, Suite 310, Tacoma, WA',
      '',
      'Under the option in the Lease, Lumen Analytics Inc. extends the term. The extended term begins on May 1, 2026 and ends on April 30, 2031.',
    ].join('\n');
    const result = extractLease(leaseText([letter]));
    expect(result.kind).toBe('amendment');
    expect(result.references).toMatchObject({ premisesAddress: '215 Harbor Way, Tacoma, WA', unit: '310', leaseDate: '2019-04-02' });
  });

  it('recognises an amendment: only what it changes, when, and what identifies the lease', () => {
    const text = leaseText([amendment]);
    const result = extractLease(text);
    expectEvidenceContract(text, result);
    expect(result.kind).toBe('amendment');
    const v = values(result);
    expect(v).toMatchObject({ effective_date: '2026-03-01', expiration_date: '2027-02-28', monthly_rent: 2025 });
    // The recitals restate the lease: none of it is a change.
    for (const key of ['landlord', 'tenants', 'premises_address', 'commencement_date', 'security_deposit', 'pets'] as const) expect(v[key]).toBeNull();
    expect(result.references).toEqual({
      landlord: 'Maple Grove Rentals LLC',
      tenants: ['Priya Raman', 'Daniel Okafor'],
      premisesAddress: '2217 Juniper Avenue, Boulder, CO 80302',
      unit: '3C',
      leaseDate: '2025-02-10',
      buildingName: null,
    });
  });

  it.each([
    [
      'a tenancy agreement with duties listed under each party',
      tenancyAgreement,
      {
        landlord: 'Westbrook Residential Holdings LLC',
        tenants: ['Helen Marsh', 'Oliver Marsh'],
        premises_address: '18 Larkspur Close, Richmond, VA 23221',
        commencement_date: '2025-03-01',
        expiration_date: '2026-02-28',
        monthly_rent: 2100,
        security_deposit: 2100,
        late_fee: { percent: 5, grace_days: 7 },
        renewal_option: null,
        notice_to_vacate_days: 30,
        pets: 'with_consent',
        subletting: 'prohibited',
        repairs: 'shared',
        utilities_tenant: ['electricity', 'gas', 'internet'],
        governing_law: 'Virginia',
      },
    ],
    [
      'an industrial net lease with a yearly increase and the law of the place',
      industrialNetLease,
      {
        landlord: 'Redstone Logistics Park I, LLC',
        tenants: ['Summit Freight Solutions, Inc.'],
        premises_address: '7700 Industrial Loop, Reno, Nevada 89506',
        commencement_date: '2023-08-01',
        term_months: 62,
        expiration_date: '2028-09-30',
        monthly_rent: 29400,
        security_deposit: 58800,
        late_fee: { percent: 6, grace_days: 10 },
        renewal_option: { count: 1, term_months: 60, notice_days: 180 },
        subletting: 'with_consent',
        repairs: 'shared',
        utilities_tenant: ['water', 'electricity', 'gas', 'trash', 'internet', 'sewer'],
        governing_law: 'Nevada',
      },
    ],
    [
      'a second-person form with check boxes',
      checkboxForm,
      {
        landlord: 'Pinecrest Property Management, Inc.',
        tenants: ['Marcus Bell'],
        unit: '7',
        commencement_date: '2025-09-01',
        expiration_date: '2026-08-31',
        monthly_rent: 1325,
        security_deposit: 1500,
        late_fee: { amount: 65, grace_days: 3 },
        notice_to_vacate_days: 30,
        pets: 'prohibited',
        subletting: 'with_consent',
        repairs: 'landlord',
        utilities_tenant: ['electricity', 'gas', 'internet'],
        governing_law: 'Oregon',
      },
    ],
    [
      'a summary table without colons',
      summaryTable,
      {
        landlord: 'Harbor View Rentals LLC',
        tenants: ['Priya Shah'],
        premises_address: '61 Seabright Avenue, Santa Cruz, CA 95062',
        unit: '3',
        term_months: 12,
        monthly_rent: 2450,
        late_fee: { amount: 50, grace_days: 3 },
        renewal_option: null,
        pets: 'prohibited',
        subletting: 'with_consent',
        repairs: 'landlord',
        utilities_tenant: ['electricity', 'gas', 'internet'],
        governing_law: 'California',
      },
    ],
  ])('reads %s', (_style, passage, expected) => {
    const text = leaseText([passage]);
    const result = extractLease(text);
    expectEvidenceContract(text, result);
    expect(result.kind).toBe('lease');
    expect(values(result)).toMatchObject(expected);
  });

  it('says a document that is no lease is neither, with nothing extracted', () => {
    const result = extractLease(leaseText([notALease]));
    expect(result.kind).toBeNull();
    expect(result.terms.every((t) => t.value === null && t.evidence === null)).toBe(true);
  });

  it('reads a 20-page lease without runaway backtracking', () => {
    const filler = 'Tenant shall comply with all rules and regulations adopted by Landlord from time to time. '.repeat(35);
    const pages = [commercialLegalese[0]!, ...Array.from({ length: 18 }, () => filler), commercialLegalese[1]!];
    extractLease(leaseText(pages));
    // Not a speed target (bench/leases.ts measures speed): a runaway regular expression takes seconds here, a normal
    // read well under 200 ms. Processor time, the median of three runs; it still counts the other test files that
    // vitest runs in this process's worker threads (212 ms once in CI), hence the bound well above a normal read.
    const runs: number[] = [];
    let result: LeaseExtraction | null = null;
    for (let i = 0; i < 3; i++) {
      const before = process.cpuUsage();
      result = extractLease(leaseText(pages));
      const used = process.cpuUsage(before);
      runs.push((used.user + used.system) / 1000);
    }
    expect(runs.sort((a, b) => a - b)[1]).toBeLessThan(2000);
    expect(values(result!).monthly_rent).toBe(15500);
  });
});
