/**
 * Dates a named document states through another date or place in it: a term counted from an effective date its
 * preamble gives past a cover page, an end relative to a date defined far away or given as a defined date term, a
 * start set by the signatures, and an agreement dated where it is signed (resolve-answer.ts, decision 0022).
 */
import { describe, expect, it } from 'vitest';
import { postgresMissing } from '../../test/harness.js';
import { searchDocuments } from '../search/search.service.js';
import { passagesInside } from './answer-passages.js';
import { plantNamedWorkspace } from './test-support/named-workspace.js';
import { composeOfflineAnswer } from './offline/compose-offline.js';
import { resolveDates } from './resolve-answer.js';

describe.skipIf(postgresMissing())('dates computed inside the named document', () => {
  const w = plantNamedWorkspace();
  const { ask, onlyFrom, docOf } = w;

  it('computes an expiration stated as a length from the start, from the effective date its preamble gives past a cover page', async () => {
    const a = await ask(
      'Consider the Consulting Agreement between Alder Analytics LLC and Birchwood Biologics Inc.; what is the expiration date of this agreement?',
    );
    expect(a.answered).toBe(true);
    expect(a.value).toMatchObject({ type: 'date', iso: '2017-09-04' });
    expect(a.answer).toContain('September 4, 2017');
    expect(a.citations.map((c) => c.quote)).toContain(
      'This Consulting Agreement, effective as of September 4, 2014 ("Effective Date"), is by and between Alder Analytics LLC ("Consultant") and Birchwood Biologics Inc. ("Client").',
    );
    onlyFrom(a, docOf.get('Consulting Agreement')!);
    const b = await ask('When does the Hosting Agreement with Dogwood Media expire?');
    expect(b.value).toMatchObject({ type: 'date', iso: '2022-01-15' });
    expect(b.citations.map((c) => c.quote)).toEqual([
      'This Agreement shall continue for a period of two (2) years.',
      '"Effective Date" means January 15, 2020.',
    ]);
    onlyFrom(b, docOf.get('Hosting Agreement')!);
  });

  it('computes an expiration stated relative to a date defined far away in the document, citing both passages', async () => {
    const a = await ask('When does the Distribution Agreement with Initech Systems expire?');
    expect(a.answered).toBe(true);
    expect(a.answer).toBe('The agreement ends 5 years after the Effective Date of March 1, 2015: March 1, 2020 [1][2].');
    expect(a.value).toMatchObject({ type: 'date', iso: '2020-03-01' });
    expect(a.citations.map((c) => c.quote)).toEqual([
      'This Agreement shall expire on the fifth anniversary of the Effective Date, unless terminated earlier.',
      '"Effective Date" means March 1, 2015.',
    ]);
    onlyFrom(a, docOf.get('Distribution Agreement')!);
    const lease = await ask('When does the Office Lease with Vandelay Industries end?');
    expect(lease.answer).toBe('The lease ends 3 years after the Commencement Date of June 1, 2016: June 1, 2019 [1][2].');
    expect(lease.value).toMatchObject({ type: 'date', iso: '2019-06-01' });
  });

  it('reads an end the document states only in its definition of the Term', async () => {
    const a = await ask('When does the Co-Branding Agreement between Quillon Jobs and Vertex Online expire?');
    expect(a.answered).toBe(true);
    expect(a.value).toMatchObject({ type: 'date', iso: '2001-06-15' });
    const definition = '1.20. Term shall mean the Effective Date through June 15, 2001 and any Renewal Term.';
    expect(a.citations.map((c) => c.quote)).toEqual([definition]);
    onlyFrom(a, docOf.get('Co-Branding Agreement')!);
    // With only the clauses that use the Term at hand (no answer from them), its definition is found by its words.
    const question = 'When does this agreement expire?';
    const search = await searchDocuments(
      w.t.deps,
      { workspaceId: w.workspaceId },
      { query: 'license banner term', filters: { documentIds: [docOf.get('Co-Branding Agreement')!] } },
    );
    const uses = search.results.filter((h) => h.text.includes('grants Quillon a license') && !h.text.includes('1.20.'));
    expect(uses.length).toBeGreaterThan(2);
    const unanswered = composeOfflineAnswer(question, uses);
    expect(unanswered.answered).toBe(false);
    const resolved = await resolveDates(w.t.deps, w.workspaceId, question, unanswered, uses);
    expect(resolved.composed.value).toMatchObject({ type: 'date', iso: '2001-06-15' });
    expect(resolved.composed.citations.map((c) => c.quote)).toEqual([definition]);
  });

  it('reads an end given as a defined date term from its definition, citing the term clause and the definition', async () => {
    const expected = 'The agreement ends on March 31, 2022 (the Termination Date) [1][2].';
    const quotes = [
      'This Agreement shall commence on the Effective Date and, unless earlier terminated, shall continue until the Termination Date.',
      '21.9 "Termination Date" means March 31, 2022.',
    ];
    const a = await ask('When does the Promotion Agreement between Saltmarsh Bio and Ferrous Labs expire?');
    expect(a.answer).toBe(expected);
    expect(a.value).toMatchObject({ type: 'date', iso: '2022-03-31' });
    expect(a.citations.map((c) => c.quote)).toEqual(quotes);
    onlyFrom(a, docOf.get('Promotion Agreement')!);
    // With only the term clause at hand, the definition is found by a search inside the document.
    const question = 'When does this agreement expire?';
    const search = await searchDocuments(
      w.t.deps,
      { workspaceId: w.workspaceId },
      { query: 'term commence continue', filters: { documentIds: [docOf.get('Promotion Agreement')!] } },
    );
    const termClause = search.results.filter((h) => h.text.includes('8.1 Term'));
    expect(termClause).toHaveLength(1);
    const clauseOnly = composeOfflineAnswer(question, termClause);
    expect(clauseOnly.value).toMatchObject({ type: 'text' });
    const resolved = await resolveDates(w.t.deps, w.workspaceId, question, clauseOnly, termClause);
    expect(resolved.composed.answer).toBe(expected);
    expect(resolved.composed.citations.map((c) => c.quote)).toEqual(quotes);
  });

  it('computes a term counted from an effective date defined as the agreement’s own date', async () => {
    const a = await ask('When does the Freight Services Agreement with Marlow Foods expire?');
    expect(a.answered).toBe(true);
    expect(a.value).toMatchObject({ type: 'date', iso: '2019-10-01' });
    expect(a.answer).toContain('October 1, 2019');
    onlyFrom(a, docOf.get('Freight Services Agreement')!);
    const b = await ask('What is the effective date of the Freight Services Agreement with Marlow Foods?');
    expect(b.value).toMatchObject({ type: 'date', iso: '2019-04-01' });
  });

  it('counts an end from the date the agreement is answered to be made, not from another agreement dated beside it', async () => {
    const a = await ask('When does the Outsourcing Agreement between Kingfisher Broadcasting and Nightjar Media expire?');
    expect(a.value).toMatchObject({ type: 'date', iso: '2008-11-28' });
    expect(a.answer).toContain('November 28, 2008');
    expect(a.citations.map((c) => c.quote).join(' ')).toContain('dated November 28, 2001');
    onlyFrom(a, docOf.get('Outsourcing Agreement')!);
    const made = await ask('What is the date of the Outsourcing Agreement between Kingfisher Broadcasting and Nightjar Media?');
    expect(made.value).toMatchObject({ type: 'date', iso: '2001-11-28' });
  });

  it('reads "for 3 years commencing on the date first set forth above (the Commencement Date)" as a start on that date', async () => {
    const a = await ask('When does the Transportation Services Agreement between Plover Pipeline and Sandpiper Chemicals expire?');
    expect(a.value).toMatchObject({ type: 'date', iso: '2006-12-23' });
    expect(a.answer).toContain('December 23, 2006');
    onlyFrom(a, docOf.get('Transportation Services Agreement')!);
  });

  it('computes a term counted from an effective date set by the last signature, citing the term and the signature page', async () => {
    const a = await ask('When does the Support Services Agreement with Ibis Insurance expire?');
    expect(a.answered).toBe(true);
    expect(a.value).toMatchObject({ type: 'date', iso: '2019-03-14' });
    expect(a.answer).toContain('March 14, 2019');
    const quotes = a.citations.map((c) => c.quote);
    expect(quotes[0]).toContain('shall continue in effect for one (I) year');
    expect(quotes.some((q) => q.includes('3-14-18'))).toBe(true);
    onlyFrom(a, docOf.get('Support Services Agreement')!);
    const e = await ask('When does the Support Services Agreement with Ibis Insurance take effect?');
    expect(e.value).toMatchObject({ type: 'date', iso: '2018-03-14' });
    expect(e.citations.at(-1)?.quote).toContain('Date: 3-14-18');
  });

  it('dates an agreement whose opening gives no date where it is signed: its execution line, else its last signature', async () => {
    const a = await ask('What is the date of the Sponsorship Agreement with Plover Sports Club?');
    expect(a.answered).toBe(true);
    expect(a.value).toMatchObject({ type: 'date', iso: '1999-05-25' });
    expect(a.citations.map((c) => c.quote)).toEqual(['Signed and effective this 25th day of May, 1999.']);
    onlyFrom(a, docOf.get('Sponsorship Agreement')!);
    const b = await ask('What is the date of the Support Services Agreement with Ibis Insurance?');
    expect(b.value).toMatchObject({ type: 'date', iso: '2018-03-14' });
    expect(b.answer).toContain('last signature');
    expect(b.citations.at(-1)?.quote).toContain('Date: 3-14-18');
    onlyFrom(b, docOf.get('Support Services Agreement')!);
  });

  it('dates an agreement by the date under its signature when neither its opening nor the passages search finds give a date', async () => {
    const a = await ask('What is the date of the Operations Agreement with Solstice Owner?');
    expect(a.answered).toBe(true);
    expect(a.value).toMatchObject({ type: 'date', iso: '2009-12-11' });
    expect(a.citations.map((c) => c.quote).join(' ')).toContain('Date: December 11, 2009');
    onlyFrom(a, docOf.get('Operations Agreement')!);
    // The composer has the block from the start, not only through the resolver's search for a signing date.
    const inside = async (question: string) =>
      (await passagesInside(w.t.deps, w.workspaceId, question, [docOf.get('Operations Agreement')!])).some((p) => p.text.includes('Date: December 11, 2009'));
    expect(await inside('What is the date of this agreement?')).toBe(true);
    expect(await inside('When does this agreement take effect?')).toBe(true);
  });

  it('reads an effective date "as defined below" from its definition, not from the preamble date', async () => {
    const a = await ask('What is the effective date of the Distribution Agreement with Initech Systems?');
    expect(a.answered).toBe(true);
    expect(a.answer).toContain('March 1, 2015');
    expect(a.answer).not.toContain('January 5, 2014');
    expect(a.value).toMatchObject({ type: 'date', iso: '2015-03-01' });
    expect(a.citations.at(-1)?.quote).toBe('"Effective Date" means March 1, 2015.');
  });
});
