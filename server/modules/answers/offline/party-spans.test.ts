import { describe, expect, it } from 'vitest';
import { choosePartySpans, partySpans, readPartySpans, spanFeatures } from './party-spans.js';

// Phrasings written for these tests: preambles in shapes the sentence-pattern reader does not follow.
const between = `SUPPLY AGREEMENT THIS AGREEMENT is made on the 3rd day of May 2021. BETWEEN: MAPLE HARBOUR FOODS INC. 4th Floor, 12 Quay Road, Auckland, New Zealand ('the Producer') of one part AND: BLUE RIVER TRADING LIMITED Suite 9, 3F, Harbour Tower, Singapore ('the Buyer') of the other part. RECITALS a. The Producer makes snacks.`;
const hereinafter = `Exhibit 10.4 MANUFACTURING AGREEMENT This Manufacturing Agreement (the "Agreement") is effective as of 1.2.2015 (the "Effective Date") by and between: NORTHWIND LTD., with a principal place of business at 4 Elm Road, Haifa, Israel. Hereinafter referred to as "Buyer" And SOUTHGATE SYSTEMS LTD. with a principal place of business at 9 Oak Way, Tel Aviv. Hereinafter referred to as "Maker." Whereas Buyer designs the products;`;
const numbered = `THIS AGREEMENT is dated 4 March 2022. PARTIES (1) KESTREL ANALYTICS LIMITED incorporated and registered in England with company number 01234567 whose registered office is at 5 Mill Lane, Leeds (the "Supplier"); and (2) Harbourview Data GmbH, a company organised under the laws of Germany, with offices at 7 Hafenstrasse, Hamburg (the "Distributor"). BACKGROUND (A) The Supplier develops software.`;
const form = `RESELLER AGREEMENT This Reseller Agreement (the 'Agreement') dated [*] is between Quillon Inc., an Ohio corporation, having a principal place of business at 12 Main Street, Dayton OH 45402 And [*] ('Reseller') For good and valuable consideration, the parties agree: 1. Appointment.`;

describe('party spans', () => {
  it('proposes names after "BETWEEN:"/"AND:", cut before the address, with the defined term that follows it', () => {
    const spans = partySpans(between);
    const producer = spans.find((s) => s.name === 'MAPLE HARBOUR FOODS INC.');
    expect(producer?.role).toBe('Producer');
    expect(between.slice(producer!.start, producer!.end)).toBe('MAPLE HARBOUR FOODS INC.');
    expect(spans.some((s) => s.name === 'BLUE RIVER TRADING LIMITED' && s.role === 'Buyer')).toBe(true);
  });

  it('proposes a form blank with its role', () => {
    const blank = partySpans(form).find((s) => s.blank);
    expect(blank).toMatchObject({ name: 'Reseller', role: 'Reseller' });
    expect(form.slice(blank!.start, blank!.end)).toBe('[*]');
  });

  it('reads the parties of preambles in shapes it was not written for', () => {
    expect(readPartySpans(between).map((s) => s.name)).toEqual(['MAPLE HARBOUR FOODS INC.', 'BLUE RIVER TRADING LIMITED']);
    expect(readPartySpans(hereinafter).map((s) => [s.name, s.role])).toEqual([
      ['NORTHWIND LTD.', 'Buyer'],
      ['SOUTHGATE SYSTEMS LTD.', 'Maker'],
    ]);
    expect(readPartySpans(numbered).map((s) => s.name)).toEqual(['KESTREL ANALYTICS LIMITED', 'Harbourview Data GmbH']);
  });

  it('keeps initials and a place in brackets inside a name', () => {
    const initials = `SPONSORSHIP AGREEMENT This Agreement is entered into by and between J. K. Rowan Holdings, LLC ("Rowan") and Fenwick Outdoor, Inc. ("Fenwick").`;
    expect(readPartySpans(initials).map((s) => s.name)).toEqual(['J. K. Rowan Holdings, LLC', 'Fenwick Outdoor, Inc.']);
    const place = `DISTRIBUTION AGREEMENT This Agreement is made between Lumen Coatings Trading (Suzhou) Co Ltd ("Lumen Suzhou") and Arbor Paint Repair Inc. ("Distributor").`;
    const names = readPartySpans(place).map((s) => s.name);
    expect(names).toContain('Lumen Coatings Trading (Suzhou) Co Ltd');
    expect(names).not.toContain('Lumen Coatings Trading');
  });

  it('reads a name written twice once, and not a contents line with its page and section numbers', () => {
    const spans = [
      { name: 'HARBOR MILLS INC.', role: null, gap: 0, blank: false, start: 0, end: 17, source: 'suffix' as const, opener: 'suffix', z: 3 },
      { name: 'Wren Foods LLC', role: null, gap: 0, blank: false, start: 40, end: 54, source: 'suffix' as const, opener: 'suffix', z: 2 },
      { name: 'HARBOR MILLS INC', role: null, gap: 0, blank: false, start: 90, end: 106, source: 'suffix' as const, opener: 'suffix', z: 2 },
    ];
    expect(choosePartySpans(spans).map((s) => s.name)).toEqual(['HARBOR MILLS INC.', 'Wren Foods LLC']);
    const contents = 'TABLE OF CONTENTS\nSupply 13 2.2\nPurchase Orders 16 2.5';
    const line = partySpans(contents).find((s) => s.name === 'Purchase Orders 16 2.5');
    expect(line && spanFeatures(contents, line).has('contents')).toBe(true);
  });

  it('starts no name with a recital’s opening words', () => {
    const recitals = `LICENSE AGREEMENT between Harbor Lane Software Ltd. ("Licensor") and Quay Analytics Ltd. ("Licensee").\nRECITALS WHEREAS, Harbor Lane Group Inc. ("Group") owns the Licensor;\nWHEREAS, the Company wishes to license the Software.`;
    const spans = partySpans(recitals);
    expect(spans.some((s) => /^(recitals|whereas)\b/i.test(s.name))).toBe(false);
    const group = spans.find((s) => s.name === 'Harbor Lane Group Inc.');
    expect(group && recitals.slice(group.start, group.end)).toBe('Harbor Lane Group Inc.');
  });

  it('offsets index the text read', () => {
    for (const text of [between, hereinafter, numbered])
      for (const s of readPartySpans(text)) if (!s.blank) expect(text.slice(s.start, s.end).replace(/\s+/g, ' ')).toBe(s.name);
  });

  it('reads an opening without runaway backtracking', () => {
    // Not a speed target (bench/ measures speed): a runaway regular expression takes seconds here, while a normal
    // read takes about a millisecond; the bound leaves room for a machine busy with other test files.
    const text = `${hereinafter} ${between} ${form}`.repeat(2).slice(0, 2500);
    readPartySpans(text);
    const started = performance.now();
    for (let i = 0; i < 20; i++) readPartySpans(text);
    expect((performance.now() - started) / 20).toBeLessThan(50);
  });
});
