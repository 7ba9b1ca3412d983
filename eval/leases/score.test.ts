import { describe, expect, it } from 'vitest';
import {
  asOfCorrect,
  evidenceOverlap,
  fieldScore,
  normaliseUnit,
  portfolioF1,
  scoreDocument,
  sameName,
  summarize,
  tokenF1,
  tokens,
  type GoldDocument,
} from './score.js';

describe('names and addresses: token F1 >= 0.8', () => {
  it('drops case, punctuation and Inc/LLC/Ltd/Corp from party names', () => {
    expect(tokens('Summit Ridge Property Holdings, L.L.C.', true)).toEqual(['summit', 'ridge', 'property', 'holdings']);
    expect(sameName('Summit Ridge Property Holdings, LLC', 'summit ridge property holdings')).toBe(true);
    expect(sameName('Falcon Yoga Studio, Inc.', 'FALCON YOGA STUDIO CORP')).toBe(true);
    expect(fieldScore('landlord', 'Acme Ltd.', 'Acme')).toBe(1);
  });

  it('does not drop other words, and 0.8 is the line', () => {
    // 4 gold words, 5 predicted, 4 shared: P 0.8, R 1, F1 0.889.
    expect(fieldScore('landlord', 'Summit Ridge Property Holdings', 'Summit Ridge Property Holdings Trust')).toBe(1);
    // 4 gold words, 2 shared: R 0.5.
    expect(fieldScore('landlord', 'Summit Ridge Property Holdings', 'Summit Ridge')).toBe(0);
    // "Co." is not one of the dropped words.
    expect(tokens('Harbor Print Co.', true)).toEqual(['harbor', 'print', 'co']);
    expect(tokenF1(['a', 'a', 'b'], ['a', 'b', 'b'])).toBeCloseTo(2 / 3);
  });

  it('compares addresses by token F1 without dropping corporate words', () => {
    expect(fieldScore('premises_address', '412 Maple Avenue, Austin, TX 78704', '412 Maple Avenue Austin TX 78704')).toBe(1);
    // The state spelled out: 5 of 6 words shared, F1 0.833.
    expect(fieldScore('premises_address', '412 Maple Avenue, Austin, TX 78704', '412 Maple Avenue, Austin, Texas 78704')).toBe(1);
    expect(fieldScore('premises_address', '412 Maple Avenue, Austin, TX 78704', '412 Maple Avenue')).toBe(0);
  });

  it('scores tenants as a set, each name by the same rule', () => {
    const gold = ['Maria Chen', 'David Okafor'];
    expect(fieldScore('tenants', gold, ['David Okafor', 'maria chen'])).toBe(1);
    expect(fieldScore('tenants', gold, ['Maria Chen'])).toBeCloseTo(2 / 3);
    expect(fieldScore('tenants', gold, ['Maria Chen', 'David Okafor', 'Leah Novak'])).toBeCloseTo(0.8);
    // One predicted name cannot match two gold names.
    expect(fieldScore('tenants', ['Maria Chen', 'Maria Chen'], ['Maria Chen'])).toBeCloseTo(2 / 3);
  });
});

describe('units, dates, numbers and money', () => {
  it('drops Apt., Unit, # and Suite from units', () => {
    for (const u of ['Apt. 4B', 'Unit 4B', '#4B', 'apt 4b', '4B']) expect(normaliseUnit(u)).toBe('4b');
    expect(normaliseUnit('Suite 210')).toBe('210');
    expect(fieldScore('unit', 'Suite 210', '210')).toBe(1);
    expect(fieldScore('unit', 'Apt. 4B', 'Apt. 4C')).toBe(0);
    expect(fieldScore('unit', 'Apt. 4B', 'Building 2, 4B')).toBe(0);
  });

  it('needs dates and whole numbers exact', () => {
    expect(fieldScore('commencement_date', '2025-03-01', '2025-03-01')).toBe(1);
    expect(fieldScore('commencement_date', '2025-03-01', '2025-03-02')).toBe(0);
    expect(fieldScore('term_months', 12, 12)).toBe(1);
    expect(fieldScore('term_months', 12, 13)).toBe(0);
    expect(fieldScore('notice_to_vacate_days', 30, '30')).toBe(0);
  });

  it('accepts money within 0.5%', () => {
    expect(fieldScore('monthly_rent', 1850, 1859)).toBe(1); // 0.49%
    expect(fieldScore('monthly_rent', 1850, 1860)).toBe(0); // 0.54%
    expect(fieldScore('security_deposit', 1850, 1841)).toBe(1);
    expect(fieldScore('pet_deposit', 300, 35)).toBe(0);
  });

  it('scores a rent schedule as a set of (from, rent) pairs', () => {
    const gold = [
      { from: '2025-03-01', monthly_rent: 1850 },
      { from: '2026-03-01', monthly_rent: 1905.5 },
    ];
    expect(fieldScore('rent_schedule', gold, [...gold].reverse())).toBe(1);
    expect(fieldScore('rent_schedule', gold, [{ from: '2025-03-01', monthly_rent: 1850 }])).toBeCloseTo(2 / 3);
    // Right amount on the wrong date is no match.
    expect(
      fieldScore('rent_schedule', gold, [
        { from: '2025-03-01', monthly_rent: 1850 },
        { from: '2026-04-01', monthly_rent: 1905.5 },
      ]),
    ).toBeCloseTo(0.5);
  });
});

describe('objects: every key exact', () => {
  it('compares late fees, renewal options and early termination key by key', () => {
    expect(fieldScore('late_fee', { amount: 75, grace_days: 5 }, { amount: 75, grace_days: 5 })).toBe(1);
    expect(fieldScore('late_fee', { amount: 75, grace_days: 5 }, { amount: 75, grace_days: 3 })).toBe(0);
    expect(fieldScore('late_fee', { percent: 5, grace_days: 5 }, { amount: 5, grace_days: 5 })).toBe(0);
    // A key given as null is absent.
    expect(fieldScore('late_fee', { amount: 75, grace_days: 5 }, { amount: 75, percent: null, grace_days: 5 })).toBe(1);
    expect(fieldScore('late_fee', { amount: 75, grace_days: 5 }, { amount: 75 })).toBe(0);
    expect(fieldScore('renewal_option', { count: 2, term_months: 60, notice_days: 270 }, { count: 2, term_months: 60, notice_days: 270 })).toBe(1);
    expect(fieldScore('renewal_option', { count: 2, term_months: 60, notice_days: 270 }, { count: 1, term_months: 60, notice_days: 270 })).toBe(0);
    expect(fieldScore('early_termination', { notice_days: 60, fee: null }, { notice_days: 60 })).toBe(1);
    expect(fieldScore('early_termination', { notice_days: 60, fee: null }, { notice_days: 60, fee: 1850 })).toBe(0);
  });
});

describe('choices, utilities and governing law', () => {
  it('needs the exact choice', () => {
    expect(fieldScore('pets', 'with_consent', 'with_consent')).toBe(1);
    expect(fieldScore('pets', 'with_consent', 'allowed')).toBe(0);
    expect(fieldScore('repairs', 'shared', 'landlord')).toBe(0);
  });

  it('scores utilities as a set', () => {
    expect(fieldScore('utilities_tenant', ['electricity', 'gas'], ['gas', 'electricity'])).toBe(1);
    expect(fieldScore('utilities_tenant', ['electricity', 'gas'], ['gas'])).toBeCloseTo(2 / 3);
    expect(fieldScore('utilities_tenant', [], [])).toBe(1);
    expect(fieldScore('utilities_tenant', [], ['gas'])).toBe(0);
  });

  it('compares governing law case-insensitively but otherwise exactly', () => {
    expect(fieldScore('governing_law', 'Texas', 'texas')).toBe(1);
    expect(fieldScore('governing_law', 'Texas', 'State of Texas')).toBe(0);
  });
});

describe('evidence', () => {
  it("is the share of the gold quote's word 3-grams in the cited passage", () => {
    const quote = 'Tenant shall pay Landlord monthly rent of $1,850.00, due in advance.';
    expect(evidenceOverlap(quote, `4. RENT. ${quote} Rent is paid online.`)).toBe(1);
    // 13 words ("$1,850.00" is 1 850 00), 11 trigrams; the passage holds the first 6 words: 4 trigrams.
    expect(evidenceOverlap(quote, 'Tenant shall pay Landlord monthly rent')).toBeCloseTo(4 / 11);
    expect(evidenceOverlap(quote, null)).toBe(0);
    // Line breaks and punctuation in a PDF's text do not matter.
    expect(evidenceOverlap(quote, 'Tenant shall pay Landlord monthly\nrent of $1,850.00, due in\nadvance.')).toBe(1);
  });
});

describe('documents and summaries', () => {
  const gold: GoldDocument = {
    document: 'train-01',
    kind: 'lease',
    amends: null,
    fields: { landlord: 'Acme Holdings LLC', monthly_rent: 1850, pet_deposit: null, governing_law: null },
    evidence: { landlord: 'The landlord is Acme Holdings LLC ("Landlord").', monthly_rent: 'Tenant shall pay monthly rent of $1,850.00.' },
  };

  it('scores stated gold by its rule and null gold by being reported as not stated', () => {
    const rows = scoreDocument(gold, {
      landlord: { value: 'Acme Holdings', evidence: { quote: 'The landlord is Acme Holdings LLC ("Landlord").' } },
      monthly_rent: { value: 1900, evidence: null },
      pet_deposit: { value: null, evidence: null },
      governing_law: { value: 'Texas', evidence: { quote: 'governed by Texas law' } },
    });
    const by = Object.fromEntries(rows.map((r) => [r.field, r]));
    expect(by.landlord).toMatchObject({ score: 1, evidence: 1, hasEvidence: true });
    expect(by.monthly_rent).toMatchObject({ score: 0, evidence: 0, hasEvidence: false });
    expect(by.pet_deposit).toMatchObject({ score: 1, goldNull: true, evidence: null });
    expect(by.governing_law).toMatchObject({ score: 0, goldNull: true });

    const s = summarize([rows], ['landlord', 'monthly_rent', 'pet_deposit', 'governing_law']);
    expect(s.overall).toBeCloseTo(0.5);
    expect(s.notStated).toBeCloseTo(0.5);
    expect(s.combined).toBeCloseTo(0.5);
    expect(s.evidenceOverlap).toBeCloseTo(0.5);
    // Three stated values (landlord, rent, governing law), two with a passage.
    expect(s.valuesWithEvidence).toBeCloseTo(2 / 3);
    expect(s.byField.pet_deposit).toMatchObject({ n: 0, nullN: 1, notStated: 1 });
  });

  it('gives no credit for stated gold when there is no abstraction, and full credit for null gold', () => {
    const rows = scoreDocument(gold, null);
    expect(rows.map((r) => r.score)).toEqual([0, 0, 1, 1]);
  });
});

describe('as of and portfolio questions', () => {
  it('checks an as-of value by the field rule, null meaning not stated', () => {
    expect(asOfCorrect('monthly_rent', 1905, 1905.01)).toBe(true);
    expect(asOfCorrect('monthly_rent', 1905, 1850)).toBe(false);
    expect(asOfCorrect('pet_deposit', null, null)).toBe(true);
    expect(asOfCorrect('pet_deposit', null, 300)).toBe(false);
    expect(asOfCorrect('tenants', ['A Co'], ['A Co', 'B Co'])).toBe(false);
  });

  it('scores the cited leases as a set', () => {
    expect(portfolioF1(['a', 'b'], ['b', 'a', 'a'])).toBe(1);
    expect(portfolioF1(['a', 'b'], ['a'])).toBeCloseTo(2 / 3);
    expect(portfolioF1(['a', 'b'], [])).toBe(0);
  });
});
