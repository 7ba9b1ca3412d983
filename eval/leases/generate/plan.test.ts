import { describe, expect, it } from 'vitest';
import { parseTermValue, type LeaseTermKey } from '../../../common/lease-terms.js';
import { fieldScore, evidenceOverlap } from '../score.js';
import { plainText } from './doc.js';
import { FORMS_BY_SPLIT } from './forms/index.js';
import { README_FIELDS, valueOn } from './gold.js';
import { PROPERTY_SETS, planSplit } from './plan.js';
import { renderTxt } from './render-text.js';

const train = planSplit('train', 'test-seed');
const dev = planSplit('dev', 'test-seed');

describe('the lease development set plan', () => {
  it('is the same for the same seed and differs for another', () => {
    const again = planSplit('train', 'test-seed');
    expect(again.docs.map((d) => [d.name, d.fields, d.doc.evidence])).toEqual(train.docs.map((d) => [d.name, d.fields, d.doc.evidence]));
    expect(planSplit('train', 'other-seed').docs.map((d) => d.fields)).not.toEqual(train.docs.map((d) => d.fields));
  });

  it('drafts train and dev from different forms, at least 7 in all, residential and commercial', () => {
    const forms = (p: typeof train) => new Set(p.docs.filter((d) => d.kind === 'lease').map((d) => d.form));
    const t = forms(train);
    const d = forms(dev);
    expect([...t].filter((f) => d.has(f))).toEqual([]);
    expect(t.size + d.size).toBeGreaterThanOrEqual(7);
    const all = [...FORMS_BY_SPLIT.train, ...FORMS_BY_SPLIT.dev];
    expect(all.filter((f) => f.kind === 'residential').length).toBeGreaterThanOrEqual(4);
    expect(all.filter((f) => f.kind === 'commercial').length).toBeGreaterThanOrEqual(3);
  });

  it('has 36 leases and 10-14 amendments per set of properties (train two sets, dev one), in every format', () => {
    for (const p of [train, dev]) {
      const sets = PROPERTY_SETS[p.split];
      const leases = p.docs.filter((d) => d.kind === 'lease');
      const amendments = p.docs.filter((d) => d.kind === 'amendment');
      expect(leases.length).toBe(36 * sets);
      expect(amendments.length).toBeGreaterThanOrEqual(10 * sets);
      expect(amendments.length).toBeLessThanOrEqual(14 * sets);
      expect(new Set(p.docs.map((d) => d.format))).toEqual(new Set(['pdf', 'docx', 'txt', 'scan', 'photo']));
      expect(new Set(amendments.map((a) => a.form)).size).toBe(5);
      expect(p.portfolio.length).toBeGreaterThanOrEqual(15);
      expect(p.portfolio.length).toBeLessThanOrEqual(25);
    }
  });

  it('gives every lease every README field, valid by the product contract, and scoring full marks against itself', () => {
    for (const d of [...train.docs, ...dev.docs]) {
      if (d.kind === 'lease') expect(Object.keys(d.fields).sort()).toEqual([...README_FIELDS].sort());
      for (const [k, v] of Object.entries(d.fields)) {
        expect(parseTermValue(k as LeaseTermKey, v), `${d.name} ${k}`).toMatchObject({ ok: true });
        if (v !== null) expect(fieldScore(k, v, v), `${d.name} ${k}`).toBe(1);
      }
    }
  });

  it('quotes evidence verbatim from the rendered text, for every stated field', () => {
    for (const d of [...train.docs, ...dev.docs]) {
      const txt = renderTxt(d.doc);
      for (const [k, v] of Object.entries(d.fields)) {
        if (v === null) continue;
        const quote = d.doc.evidence[k as keyof typeof d.doc.evidence]!;
        expect(plainText(d.doc).replace(/\s+/g, ' ')).toContain(quote.replace(/\s+/g, ' '));
        expect(evidenceOverlap(quote, txt), `${d.name} ${k}`).toBe(1);
      }
    }
  });

  it('varies what the gold covers, with some fields not stated', () => {
    const leases = [...train.docs, ...dev.docs].filter((d) => d.kind === 'lease');
    const values = (k: string) => new Set(leases.map((d) => JSON.stringify(d.fields[k as keyof typeof d.fields] ?? null)));
    expect(values('pets')).toEqual(new Set(['"allowed"', '"with_consent"', '"prohibited"', 'null']));
    expect(values('subletting')).toEqual(new Set(['"allowed"', '"with_consent"', '"prohibited"']));
    expect(values('repairs')).toEqual(new Set(['"landlord"', '"tenant"', '"shared"']));
    for (const k of [
      'unit',
      'rent_schedule',
      'renewal_option',
      'early_termination',
      'notice_to_vacate_days',
      'pet_deposit',
      'late_fee',
      'governing_law',
      'security_deposit',
    ])
      expect(values(k).has('null'), k).toBe(true);
    expect(values('governing_law').size).toBeGreaterThan(8);
    const terms = leases.map((d) => d.fields.term_months as number);
    expect(Math.min(...terms)).toBeLessThanOrEqual(6);
    expect(Math.max(...terms)).toBeGreaterThanOrEqual(84);
  });

  it('answers as-of rows with the amendments in force on the date', () => {
    for (const p of [train, dev]) {
      expect(p.asof.length).toBeGreaterThan(50);
      for (const a of p.docs.filter((d) => d.kind === 'amendment')) {
        const eff = a.fields.effective_date as string;
        for (const [field, value] of Object.entries(a.fields)) {
          if (field === 'effective_date') continue;
          const on = p.asof.find((r) => r.lease === a.amends && r.as_of === eff && r.field === field);
          // A later amendment may change the same field again on another date; on its own date this one is in force.
          if (on) expect(on.expected, `${a.name} ${field}`).toEqual(value);
        }
      }
    }
  });

  it('takes the rent step in force, and an amendment rent from its date', () => {
    const lease = {
      commencement_date: '2025-01-01',
      monthly_rent: 1000,
      rent_schedule: [
        { from: '2025-01-01', monthly_rent: 1000 },
        { from: '2026-01-01', monthly_rent: 1030 },
      ],
    };
    const amendment = {
      kind: 'extension',
      effectiveDate: '2027-01-01',
      signedOn: '2026-10-01',
      fields: { monthly_rent: 1100, effective_date: '2027-01-01' },
      doc: null,
    } as never;
    expect(valueOn(lease, [amendment], 'monthly_rent', '2025-06-01')).toBe(1000);
    expect(valueOn(lease, [amendment], 'monthly_rent', '2026-01-01')).toBe(1030);
    expect(valueOn(lease, [amendment], 'monthly_rent', '2026-12-31')).toBe(1030);
    expect(valueOn(lease, [amendment], 'monthly_rent', '2027-01-01')).toBe(1100);
  });

  it('asks portfolio questions whose answers are some but not all leases, on properties shared by several leases', () => {
    for (const p of [train, dev]) {
      const leases = p.docs.filter((d) => d.kind === 'lease').map((d) => d.name);
      for (const q of p.portfolio) {
        expect(q.expected.length).toBeGreaterThan(0);
        expect(q.expected.length).toBeLessThan(leases.length);
        for (const n of q.expected) expect(leases).toContain(n);
      }
      expect(p.portfolio.some((q) => /total monthly rent|bring in each month/.test(q.question))).toBe(true);
    }
  });
});
