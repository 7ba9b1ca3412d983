import { describe, expect, it } from 'vitest';
import { composeOfflineAnswer } from './compose-offline.js';
import { findGoverningLaw } from './extract-places.js';
import { hitsFromPages } from './fixtures.js';

const ask = (question: string, pages: string[]) => composeOfflineAnswer(question, hitsFromPages(pages));

describe('jurisdictions keep their words', () => {
  it('states the jurisdiction as the document writes it, with its short name as the normalized value', () => {
    const a = ask('What is the governing law for this contract?', [
      '14. GOVERNING LAW. This Agreement shall be governed by the laws of the Commonwealth of Massachusetts.',
    ]);
    expect(a.answer).toBe('The governing law is the Commonwealth of Massachusetts [1].');
    expect(a.value).toEqual({ type: 'jurisdiction', name: 'Commonwealth of Massachusetts', normalized: 'Massachusetts' });
    expect(ask('Which law governs?', ['This Agreement shall be governed by the laws of England and Wales.']).answer).toContain('England and Wales');
  });

  it('reads a law named by its adjective, also where it is "applied", over a city the sentence names', () => {
    const a = ask('What is the governing law for this contract?', [
      'Any such arbitration shall (i) be subject to the application of the Italian Law, (ii) take place in Paris, France and (iii) be conducted in English.',
    ]);
    expect(a.value).toMatchObject({ type: 'jurisdiction', normalized: 'Italy' });
  });

  it('keeps a name that a line or page break cuts in two ("New" | "York")', () => {
    const a = ask('What is the governing law for this contract?', [
      '12. GOVERNING LAW. This Agreement shall be governed by the laws of the State of New\n\nYork, without regard to its conflict of laws rules.',
    ]);
    expect(a.answer).toBe('The governing law is New York [1].');
    expect(a.value).toMatchObject({ normalized: 'New York' });
  });

  it('reads the state after federal law, and abbreviations, and takes no bare "State" or by-laws for a jurisdiction', () => {
    expect(findGoverningLaw('controlled by the laws of the United States of America and of the State of Texas.')).toMatchObject({
      name: 'Texas',
      written: 'Texas',
    });
    expect(findGoverningLaw('governed by the laws of the PRC, without regard to conflicts')?.name).toBe("People's Republic of China");
    expect(findGoverningLaw('construed in accordance with the substantive laws of the state of New York and of the United States of America.')?.name).toBe(
      'New York',
    );
    expect(findGoverningLaw('SHALL BE CONSTRUED UNDER THE LAWS OF THE STATE IN WHICH THE RESTAURANT IS LOCATED.')).toBeNull();
    expect(findGoverningLaw('as governed solely by the Declaration and by-laws of the Fund as in effect from time to time')).toBeNull();
  });

  it('takes no court for a jurisdiction', () => {
    const a = ask('What is the governing law of this agreement?', [
      'TRANSPORTATION AGREEMENT\n\n12. Any dispute arising out of the execution of this Agreement, which cannot be negotiated and settled by both Parties, shall be subject to the jurisdiction of the People’s Court where this Agreement is signed.',
    ]);
    expect(a.answer).not.toContain('Court');
    expect(a.value).toBeNull();
  });
});

describe('a law the agreement does not choose', () => {
  const law = (pages: string[]) => ask('What is the governing law for this contract?', pages);

  it('is not a party’s incorporation or patent law', () => {
    for (const sentence of [
      'Service Provider is a limited liability company duly organized and existing under the laws of China.',
      'ScanSource, Inc., a company incorporated in South Carolina, with its registered office at 6 Logue Court, Greenville ("ScanSource").',
      'Inventorship of Inventions shall be determined by application of United States patent laws pertaining to inventorship.',
    ]) {
      expect(law([sentence]).answered).toBe(false);
    }
    const chosen = law([
      'Seller is a corporation organized under the laws of Delaware.',
      '20. This Agreement shall be governed by the laws of the State of Ohio.',
    ]);
    expect(chosen.value).toMatchObject({ normalized: 'Ohio' });
  });

  it('reads the state after "the laws of the United States and the State of …"', () => {
    expect(findGoverningLaw('This Agreement shall be governed in all respects by the laws of the United States and the State of Florida.')).toMatchObject({
      name: 'Florida',
    });
  });
});

describe('the notice to stop a renewal', () => {
  it('is not a termination-for-convenience notice in a contract that has no renewal', () => {
    const pages = [
      '2. TERM. This Agreement shall expire on December 31, 2020.',
      "9. TERMINATION. Either party may terminate this Agreement for convenience upon ninety (90) days' prior written notice before the expiration of the then-current term.",
    ];
    const a = ask('What is the notice period required to terminate the renewal?', pages);
    expect(a.answered).toBe(false);
    expect(ask('How much notice is needed to terminate this contract?', pages).answer).toContain('ninety (90) days');
  });

  it('is not a right to terminate at will that names an extension, unless it speaks of not renewing', () => {
    const atWill = [
      '2. TERM. This Agreement shall continue for two (2) years and may be extended by written agreement.',
      '9. TERMINATION. This Agreement may be terminated by either party for any reason or no reason, whether or not extended beyond the initial term, by giving the other party written notice ninety (90) days in advance.',
    ];
    expect(ask('What is the notice period required to terminate the renewal?', atWill).answered).toBe(false);
    const nonRenewal = [
      '2. TERM. This Agreement renews automatically for successive one (1) year terms, and either party may, at any time, give notice of non-renewal at least sixty (60) days before the end of the then-current term.',
    ];
    expect(ask('What is the notice period required to terminate the renewal?', nonRenewal).answer).toContain('sixty (60) days');
  });

  it('is the non-renewal notice where the contract renews', () => {
    const a = ask('What is the notice period required to terminate the renewal?', [
      '2. TERM. This Agreement shall automatically renew for successive one (1) year terms unless either party gives notice of non-renewal at least sixty (60) days prior to the end of the then-current term.',
    ]);
    expect(a.answer).toContain('sixty (60) days');
  });

  it('is a notice to end the agreement when a term ends or on an anniversary, though the sentence never says "renew"', () => {
    const question = 'How much notice is required to terminate renewal of this agreement?';
    const atTheEnd = ask(question, [
      '2. TERM. The Initial Term of this Agreement is three (3) years.',
      'Customer, upon thirty days prior written notice, may cancel this Agreement at the end of the Initial Term and thereafter on each anniversary of the end of the Initial Term.',
    ]);
    expect(atTheEnd.answer).toContain('thirty days');
    // A right to end it early, with notice, is no such notice.
    const early = ask(question, [
      '2. TERM. The Initial Term of this Agreement is three (3) years.',
      'Customer, upon thirty days prior written notice, may cancel this Agreement if Supplier fails to deliver the Services.',
    ]);
    expect(early.answered).toBe(false);
  });

  it('is no notice that exercises a renewal option, an insurer’s, a cure’s or a change of charges', () => {
    const renews = '2. TERM. This Agreement has an initial term of three (3) years and may be renewed for further two (2) year terms.';
    for (const other of [
      'If Distributor wishes to extend the term beyond the Initial Term, it must notify Supplier in writing at least six (6) months prior to the end of the Initial Term.',
      "All such insurance policies shall require at least thirty (30) days' prior notice to Buyer of cancellation, non-renewal or material change.",
      'If either party fails to perform its obligations and such failure continues for thirty (30) days following notice of the breach, the other party may terminate this Agreement.',
      'The Company may change its charges at the end of the Initial Term or then current renewal term, upon 30 days prior notice to you.',
    ]) {
      expect(ask('What is the notice period required to terminate the renewal?', [renews, other]).answered).toBe(false);
    }
    // A non-renewal notice in a sentence that also speaks of breaches is still one.
    const a = ask('What is the notice period required to terminate the renewal?', [
      '13.1 This Agreement shall automatically renew for additional two (2) year terms unless a party gives notice of non-renewal no less than 6 months prior to the expiration of the term, unless earlier terminated for breach.',
    ]);
    expect(a.answer).toContain('6 months');
  });

  it('is read where the sentence never says "notice", and where the agreement runs on until a party ends it with notice', () => {
    const notice = (sentence: string) => ask('What is the notice period required to terminate the renewal?', [`2. TERM. ${sentence}`]);
    expect(
      notice(
        'The Agreement shall automatically renew for successive one year additional terms unless terminated by either party at least six months prior to the expiration of the then-current term.',
      ).value,
    ).toMatchObject({ type: 'duration', amount: 6, unit: 'month' });
    expect(
      notice(
        'This Agreement shall automatically be renewed for successive one (1) year increments unless either party request in writing, at least ninety (90) days prior to the anniversary date, that this Agreement not to be renewed.',
      ).value,
    ).toMatchObject({ type: 'duration', amount: 90, unit: 'day' });
    expect(
      notice(
        'This contract shall be for a term of one year; thereafter, it shall automatically continue until terminated by either party upon not less than thirty (30) days prior written notice to the other party.',
      ).value,
    ).toMatchObject({ type: 'duration', amount: 30, unit: 'day' });
    // "indefinitely after that until terminated", an automatic "extension" ended on notice, a right to end the
    // agreement at will only during its extended term: each ends what renews.
    const cases: Array<[string, number, string]> = [
      [
        'This agreement shall continue for an initial term of one (1) years (Initial Term) and indefinitely after that until terminated by either party giving at least twelve (12) months prior written notice.',
        12,
        'month',
      ],
      [
        'This Agreement shall be subject to an automatic extension for consecutive one (1) year periods thereafter, unless terminated upon thirty (30) days written notice by either Party to the other Party.',
        30,
        'day',
      ],
      [
        'Contractor shall be entitled to terminate this Agreement only during the Extended Term, with or without cause, upon a prior written notice of not less than six (6) months.',
        6,
        'month',
      ],
    ];
    for (const [sentence, amount, unit] of cases) expect(notice(sentence).value).toMatchObject({ type: 'duration', amount, unit });
    // A right to end it at any time is a termination notice, not one that stops a renewal; a notice announcing an
    // extension stops nothing.
    expect(
      notice('This Agreement shall remain in effect until terminated by either party at any time upon thirty (30) days prior written notice.').answered,
    ).toBe(false);
    expect(notice('The term may be extended by TAG, which shall give LMG at least ninety (90) days prior notice of any such extension.').answered).toBe(false);
  });
});

describe('the renewal term', () => {
  const renewal = (sentence: string) => ask('What is the renewal term of this agreement?', [`3. TERM. ${sentence}`]);

  it('reads an agreement that continues after its term until terminated, written either way round', () => {
    for (const sentence of [
      'This contract shall be for a term of one year commencing on the date first above written; thereafter, it shall automatically continue until terminated by either party.',
      'This agreement shall continue for an initial term of one (1) year and indefinitely after that until terminated by either party on notice.',
    ]) {
      expect(renewal(sentence).answer).toBe('After its term the agreement continues until it is terminated [1].');
    }
  });

  it('reads annual and monthly renewals as successive years and months, and no insurance policy’s renewals', () => {
    const annual = renewal('The term of this Agreement shall be two (2) years from the Effective Date with automatic annual renewals thereafter.');
    expect(annual.value).toMatchObject({ type: 'duration', amount: 1, unit: 'year', successive: true });
    const monthly = renewal('This Agreement will extend automatically for monthly periods unless either party notifies the other in writing.');
    expect(monthly.value).toMatchObject({ type: 'duration', amount: 1, unit: 'month', successive: true });
    expect(renewal('Manager shall arrange annual renewals of the fidelity bond and insurance coverage for the Trust.').answered).toBe(false);
  });

  it('reads a continuation for additional terms as a renewal, with the length given with them', () => {
    expect(
      renewal(
        'When this Agreement expires, you will have the option to continue the franchise relationship with us for two (2) additional terms of ten (10) years each.',
      ).value,
    ).toMatchObject({ type: 'duration', amount: 10, unit: 'year' });
    expect(
      renewal(
        'This Agreement shall automatically continue following the Initial Term, for an additional period of three (3) years, unless a party gives notice.',
      ).value,
    ).toMatchObject({ type: 'duration', amount: 3, unit: 'year' });
    // A length elsewhere in the sentence is not the additional period's.
    const patents = renewal(
      'This IP Agreement will continue in effect until the expiration of the last Patent and any additional period of time thereafter that any Patent remains enforceable, where a party can seek damages for infringement during the six years immediately preceding the filing of a suit.',
    );
    expect(patents.value).not.toMatchObject({ type: 'duration', amount: 6 });
    // The renewal's defined name in quotes states no renewal of its own.
    expect(
      renewal(
        'This Agreement shall automatically continue following the Initial Term, for an additional period of three (3) years, unless a party provides notice at least sixty (60) days prior to the expiration of the Initial Term ("Extended Term" and, with the Initial Term, "Term").',
      ).value,
    ).toMatchObject({ type: 'duration', amount: 3, unit: 'year' });
  });

  it('is no period after a non-renewal, and no term that the parties may extend by agreement', () => {
    // A period that follows the agreement's end speaks of "non-renewal", not of a renewal.
    const noncompete = renewal(
      'The "Noncompetition Period" shall be the term of this Agreement, and for the two-year period following the termination, cancellation or non-renewal of this Agreement.',
    );
    expect(noncompete.answered).toBe(false);
    // The term's length before "unless ... the parties extend the term" is the term, not a renewal.
    const extendable = renewal(
      'This Development Agreement will begin on the Effective Date and continue for four (4) years unless earlier terminated pursuant to Section 10.2, or unless the parties extend the term by mutual written agreement ("Term").',
    );
    expect(extendable.answered).toBe(false);
    // A renewal's own length after the same words still is one.
    const renews = renewal(
      'This Agreement will continue for four (4) years unless earlier terminated, and shall automatically renew for successive one (1) year terms.',
    );
    expect(renews.value).toMatchObject({ type: 'duration', amount: 1, unit: 'year' });
  });

  it('takes the renewal’s length, not the initial term’s before it, also when the sentence runs on into the next passage', () => {
    const pages = [
      '3. TERM\n\nUnless terminated sooner, the term of this Agreement shall begin on the Effective Date and continue for three (3) years thereafter (the "Initial Term") and shall automatically renew for additional',
      'one (1) year terms on the terms and conditions set forth herein (each a "Renewal Term") unless either party gives notice ninety (90) days before the end of the then current term.',
    ];
    const a = ask('What is the renewal term of this agreement?', pages);
    expect(a.value).toMatchObject({ type: 'duration', amount: 1, unit: 'year', successive: true });
  });

  it('resolves "successive terms of the same duration" to the initial term’s length, citing where that is stated', () => {
    const a = ask('What is the renewal term of this agreement?', [
      '3. TERM. This Agreement shall have an initial term of five (5) years from the Effective Date (the "Initial Term").',
      '3.2 Upon the expiry of the Initial Term this Agreement shall automatically renew for successive terms of the same duration, unless either party gives notice of non-renewal.',
    ]);
    expect(a.value).toMatchObject({ type: 'duration', amount: 5, unit: 'year', successive: true });
    expect(a.answer).toBe('The agreement renews for successive terms as long as its initial term, five (5) years [1][2].');
    expect(a.citations.map((c) => c.quote)).toEqual([expect.stringContaining('same duration'), expect.stringContaining('initial term of five (5) years')]);
    // With no initial term at hand, the answer says what the clause says.
    const alone = ask('What is the renewal term of this agreement?', [
      'Upon the expiry of the Initial Term this Agreement shall automatically renew for successive terms of the same duration.',
    ]);
    expect(alone.answer).toContain('renews for a term equal to the previous term');
  });

  it('is no other period a definition counts in successive steps, but is a defined renewal term', () => {
    const definitions = (sentence: string) => ask('What is the renewal term of this agreement?', [`1. DEFINITIONS\n\n${sentence}`]);
    for (const sentence of [
      'Section 1.10 "Agreement Quarter" means the Initial Agreement Quarter and each successive period of three months during the Term.',
      '1.41 "Year" shall mean the twelve (12) months following the Supply Commencement Date and each successive twelve (12) month period thereafter.',
      'B. "Contract Year" shall refer to the period commencing on the Effective Date and each successive twelve (12) month period.',
    ]) {
      expect(definitions(sentence).answered).toBe(false);
    }
    const defined = definitions('"Renewal Term" means each successive one (1) year period for which this Agreement is renewed.');
    expect(defined.value).toMatchObject({ type: 'duration', amount: 1, unit: 'year' });
  });
});
