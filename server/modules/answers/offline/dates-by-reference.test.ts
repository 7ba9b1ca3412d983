/**
 * Effective dates and term ends stated through another date: the agreement's own date ("the day and year first above
 * written", "the date hereof"), its signing, an anniversary written with its figure, and a start filled in only in
 * part. The phrasings are written for these tests; each is checked at the finders, as the ranker sees them.
 */
import { describe, expect, it } from 'vitest';
import { buildCandidates } from './candidates.js';
import { finderContext } from './compose-offline.js';
import { hitsFromPages } from './fixtures.js';
import { definedEndTerm } from './find-term.js';
import { findKeyTerm, startsOnOwnDate, startsOnSigning } from './key-term-finders.js';
import { analyzeQuestion, type KeyTopic } from './question-kind.js';

const questions: Partial<Record<KeyTopic, string>> = {
  agreement_date: 'What is the date of this agreement?',
  effective_date: 'What is the effective date of this agreement?',
  expiration: 'When does this agreement expire?',
};

/** Every value the topic's finder reads in the document's sentences, with the finder's note. */
function findings(topic: 'agreement_date' | 'effective_date' | 'expiration', pages: string[]) {
  const candidates = buildCandidates(analyzeQuestion(questions[topic]!), hitsFromPages(pages, { documentId: 'doc-1' }));
  const ctx = finderContext(candidates);
  return candidates.flatMap((c) => {
    const f = findKeyTerm(topic, c, ctx);
    return f ? [{ value: f.value.normalized, note: f.note ?? null, sentence: c.sentence.text }] : [];
  });
}

const preamble =
  'SERVICES AGREEMENT\n\nThis Services Agreement is made and entered into as of the 14th day of March, 2016, by and between Harbor Analytics Inc. ("Harbor") and Lindqvist Freight AB ("Lindqvist").';

describe('dates stated by reference to the agreement itself', () => {
  it('reads a start on the agreement’s own date, but not another period or document starting then', () => {
    expect(startsOnOwnDate('This Agreement shall take effect as of the day and year first above written.')).toBe(true);
    expect(startsOnOwnDate('The term of this Agreement shall begin on the date hereof and run for two years.')).toBe(true);
    expect(startsOnOwnDate('"Commencement Date" means the date of this Agreement;')).toBe(true);
    expect(startsOnOwnDate('"Lock-Up Period" means the period commencing on the date of this Agreement and ending on the Closing.')).toBe(false);
    expect(startsOnSigning('This Agreement commences upon signature by both parties.')).toBe(true);
    expect(startsOnSigning('This contract shall take effect on the date it is signed by both Parties.')).toBe(true);
    expect(startsOnSigning('Each party shall deliver its signature page upon execution.')).toBe(false);
  });

  it('reads the start the definition of the agreement’s own term gives ("commencing on"), not another period’s', () => {
    const term = findings('effective_date', [
      'A. "Contract Period" shall mean that period of time of three (3) years commencing on November 1st, 2017 and concluding November 2nd, 2020.',
    ]);
    expect(term).toContainEqual(expect.objectContaining({ value: '11/1/17' }));
    expect(findings('effective_date', ['"Royalty Period" shall mean the period commencing on January 1, 2018 and ending June 30, 2018.'])).toEqual([]);
  });

  it('gives the effective date as the agreement’s date when the agreement starts on it', () => {
    const found = findings('effective_date', [`${preamble}\n\n1. TERM\n\nThis Agreement shall become effective as of the day and year first above written.`]);
    expect(found).toContainEqual(expect.objectContaining({ value: '3/14/16', note: 'the date the agreement is dated' }));
  });

  it('counts a term from the agreement’s date when the term starts on it', () => {
    const found = findings('expiration', [
      `${preamble}\n\n1. TERM\n\nThis Agreement commences on the date first written above and shall remain in force for a period of three (3) years.`,
    ]);
    expect(found).toContainEqual(expect.objectContaining({ value: '3/14/19' }));
  });

  it('reads an anniversary written with its figure, or as a number of years', () => {
    for (const clause of [
      'The term of this Agreement shall commence on the Effective Date and continue until the fourth (4t h) anniversary of the Effective Date.',
      'This Agreement remains in effect until the two (2) year anniversary of the Effective Date.',
    ]) {
      const found = findings('expiration', [
        'SUPPLY AGREEMENT\n\nThis Supply Agreement is effective as of June 1, 2020 (the "Effective Date") between Norrland Mills Oy and Tallow & Pine LLC.',
        `2. TERM\n\n${clause}`,
      ]);
      const years = /fourth/.test(clause) ? 4 : 2;
      expect(found).toContainEqual(expect.objectContaining({ value: `6/1/${20 + years}` }));
    }
    // "through the day prior to the second anniversary": the day before it.
    const dayBefore = findings('expiration', [
      'SUPPLY AGREEMENT\n\nThis Supply Agreement is effective as of June 1, 2020 (the "Effective Date") between Norrland Mills Oy and Tallow & Pine LLC.',
      '1.9 "Initial Term" shall mean the Effective Date through the day prior to the second anniversary of the Effective Date.',
    ]);
    expect(dayBefore).toContainEqual(expect.objectContaining({ value: '5/31/22' }));
  });

  it('counts a term in contract years, a scan’s "one (I) year", a day count and an anniversary across a line break', () => {
    const clauses: Array<[string, string]> = [
      ['This Agreement shall commence on the Effective Date and shall continue for ten (10) Contract Years, unless terminated earlier.', '6/13/22'],
      ['This Agreement shall commence as of the Effective Date and shall continue in effect for one (I) year.', '6/13/13'],
      ['This Agreement shall become effective on the Effective Date and shall continue for at least a period of two (2) years.', '6/13/14'],
      ['This Agreement shall automatically terminate on the 30th day after the Effective Date if the offer has not commenced.', '7/13/12'],
      ['The term of this Agreement will begin on the Effective Date and will end on the second (2nd) anniversary of the Commencement\n    Date.', '6/13/14'],
    ];
    for (const [clause, end] of clauses) {
      const found = findings('expiration', [
        'SPONSORSHIP AGREEMENT\n\nThis Sponsorship Agreement is effective as of June 13, 2012 (the "Effective Date") between Osprey Arena LLC and Wren Storage Inc.',
        `2. TERM\n\n${clause}`,
      ]);
      expect(found.map((f) => f.value)).toContain(end);
    }
  });

  it('counts an anniversary of the agreement’s date from that date, and a term from the date signed from the agreement’s date', () => {
    const found = findings('expiration', [
      'MARKETING AGREEMENT\n\nThis Marketing Agreement is made as of October 3, 2011 between Quill & Ink Ltd. and Larkspur Media Inc.',
      '2. TERM\n\nThe term of this Agreement will begin on November 1, 2011 and end on the second anniversary of the date of this Agreement.',
      '3. SUPPORT\n\nThe support plan shall remain in effect for a four (4) year term from the date signed by both parties.',
    ]);
    expect(found).toContainEqual(expect.objectContaining({ value: '10/3/13' }));
    expect(found).toContainEqual(expect.objectContaining({ value: '10/3/15' }));
  });

  it('gives the end as far as a start filled in only in part is known', () => {
    const found = findings('expiration', [
      'LICENSE AGREEMENT\n\nThis License Agreement is dated as of __________, 2018 (the "Effective Date") between Corvid Media Ltd. and Elm Street Pictures LLC.',
      '3. TERM\n\nThe Term of this Agreement shall commence on the Effective Date and continue for fifteen (15) years, unless terminated earlier.',
    ]);
    expect(found).toContainEqual(expect.objectContaining({ value: '[]/[]/2033' }));
  });

  it('reads a term in full calendar months and a term with no end', () => {
    const months = findings('expiration', [
      'RESELLER AGREEMENT\n\nThis Reseller Agreement is effective as of September 9, 2021 (the "Effective Date") between Brightline Tools GmbH and Cobalt Retail Inc.',
      '9. TERM\n\nThis Agreement shall commence on the Effective Date and shall continue for a period of eighteen (18) full calendar months.',
    ]);
    expect(months).toContainEqual(expect.objectContaining({ value: '3/9/23' }));
    const open = findings('expiration', [
      'AGENCY AGREEMENT\n\n4. TERM\n\nThis Agreement will commence on the Effective Date and will continue until its termination under Section 9.',
    ]);
    expect(open).toContainEqual(expect.objectContaining({ value: 'perpetual' }));
    // No word of an end at all, only that it lasts indefinitely.
    expect(findings('expiration', ['5. TERM\n\nThis Agreement shall be valid for an indefinite period.'])).toContainEqual(
      expect.objectContaining({ value: 'perpetual' }),
    );
  });

  it('ends a term on a date term the document defines, when a passage gives the definition', () => {
    const found = findings('expiration', [
      'PROMOTION AGREEMENT\n\nThis Promotion Agreement is dated as of April 5, 2019 between Saltmarsh Bio Inc. and Ferrous Labs LLC.',
      '1.12 "Expiration Date" means March 31, 2022.',
      '8.1 Term. This Agreement shall commence on the Effective Date and, unless earlier terminated, shall expire on the Expiration Date.',
    ]);
    expect(found).toContainEqual(expect.objectContaining({ value: '3/31/22', note: 'the Expiration Date' }));
    // Without the definition at hand, the clause itself, for the answer service to resolve inside the document.
    const alone = findings('expiration', ['8.1 Term. This Agreement shall commence on the Effective Date and shall expire on the Expiration Date.']);
    expect(alone).toContainEqual(expect.objectContaining({ value: 'stated in the term clause', note: 'term-clause' }));
    expect(definedEndTerm('This Agreement shall continue until the Termination Date.')).toBe('Termination Date');
    expect(definedEndTerm('This Agreement shall terminate two years after the Effective Date.')).toBeNull();
    expect(definedEndTerm('This Agreement ends on the Expiration Date of the Master Supply Agreement.')).toBeNull();
  });

  it('reads an end given as a labelled date, a concluding date, a calendar year’s end and a last day of a month', () => {
    const cases: Array<[string[], string]> = [
      [['AGREEMENT PERIOD\n\nEffective Date: January 1, 2019\n\nTermination Date: December 31, 2023'], '12/31/23'],
      [['(a) "Contract Period" shall mean the period commencing on January 1, 2000 and concluding December 31, 2003.'], '12/31/03'],
      [['This Agreement shall be in effect until March 18. 2021, unless sooner terminated by either party.'], '3/18/21'],
      [['The term of this Agreement shall end on the last day of February, 2024.'], '2/29/24'],
      [
        [
          'MARKETING AGREEMENT\n\nThis Marketing Agreement is made as of May 8, 2014 between Quill & Ink Ltd. and Larkspur Media Inc.',
          'This Agreement shall begin upon its execution and shall remain in effect until the end of the current calendar year.',
        ],
        '12/31/14',
      ],
    ];
    for (const [pages, end] of cases) expect(findings('expiration', pages).map((f) => f.value)).toContain(end);
    // A start after "Unless earlier terminated," is still a start.
    const both = findings('expiration', [
      'Unless earlier terminated, this Agreement shall take effect on December 1st, 2015 and shall expire on November 30, 2016.',
    ]);
    expect(both.map((f) => f.value)).toEqual(['11/30/16']);
  });

  it('counts a term from the start when what follows it is a renewal, not the event it counts from', () => {
    const found = findings('expiration', [
      'ALLIANCE AGREEMENT\n\nThis Alliance Agreement is effective as of November 6, 2016 (the "Effective Date") between Larch Power Inc. and Sedge Devices Ltd.',
      '12.1 Unless earlier terminated, this Agreement continues in effect for an initial term of seven (7) years ("Initial Term") and will automatically renew for one or more annual periods after the Initial Term.',
      '12.2 The Agreement will renew for successive terms unless the parties do not agree in writing for any one (1) year renewal term at least sixty (60) days prior to the commencement of such term.',
    ]);
    expect(found.map((f) => f.value)).toEqual(['11/6/23']);
  });

  it('reads the end of a date range, a term extended to a date, and a term whose heading alone names it', () => {
    const preambleOf2018 =
      'SUPPLY AGREEMENT\n\nThis Supply Agreement is effective as of January 15, 2018 (the "Effective Date") between Norrland Mills Oy and Tallow & Pine LLC.';
    const cases: Array<[string[], string]> = [
      [['5. RATE SCHEDULE: FT\n6. TERM: November 01, 2014 to October 31, 2017'], '10/31/17'],
      [['INITIAL DISTRIBUTION PERIOD: April 15, 2000 through October 15, 2000'], '10/15/00'],
      [['1. The Term of the Agreement is hereby extended to January 20, 2012 unless sooner terminated as provided for in the Agreement.'], '1/20/12'],
      [[preambleOf2018, '4. This agreement is for a term of ten (10) years.'], '1/15/28'],
      [
        [
          preambleOf2018,
          "2. TERM OF AGREEMENT\n\nSupplier's obligations hereunder shall become effective upon the Effective Date and shall remain in full force and effect for at least one year thereafter.",
        ],
        '1/15/19',
      ],
    ];
    for (const [pages, end] of cases) expect(findings('expiration', pages).map((f) => f.value)).toContain(end);
  });

  it('does not read a term from a severability clause, an obligation that outlives the term, or another term’s definition', () => {
    const found = findings('expiration', [
      'If any provision of this Agreement is held invalid or unenforceable, the remainder of this Agreement shall continue in full force and effect.',
      'Sponsor’s duty to keep the User Data confidential under this Article shall continue in perpetuity following termination of this Agreement.',
      '1.33 "Quarter" shall mean the three (3) month period ending on 31 March, 30 June, 30 September and 31 December until the expiration of this Agreement.',
      // A defined period whose name is not the agreement's term, even when the name says "Term" or "Period".
      '1.2 "Interim Period" means a period of four (4) years commencing from the Effective Date of this Agreement.',
      '(n) "Trademark License Term" means the period commencing on the Effective Date and ending twenty-four (24) months thereafter.',
    ]);
    expect(found).toEqual([]);
    // What holds during a period is no term of the agreement.
    const during = findings('expiration', [
      'This Amendment is entered into effective October 1, 1996 ("Amendment Date") by and between Wren Networks, Inc. and Kestrel Micro ("Distributor").',
      '2. During the initial one year period beginning on the Amendment Date, Distributor shall be the only distributor appointed by Wren Networks in [*], subject to Distributor conducting mutually agreed to marketing activities as described in the Marketing Plan for [*] to be developed and agreed to by and between the parties and which shall be attached to and made a part of this Agreement as Exhibit 4a. For the purposes of this provision, distributor shall mean a company acquiring products directly from Wren Networks for resale to dealers which in turn resell the products to end use customers.',
    ]);
    expect(during).toEqual([]);
    // Lengths counted from the end of the term are what follows it: no end is computed from them.
    const afterEnd = findings('expiration', [
      'Each party shall keep in force throughout the Term of this Agreement and for three years following the effective date of expiration or termination hereof, general liability insurance.',
      'In return for this payment, for a two-year period following the termination date, Agency will not sell any insurance to the insureds.',
      'User Data shall be maintained by each Party as Confidential Information during the Term and 5 years thereafter.',
      // ... and then no later length in the sentence is the term either.
      'Neither party shall solicit any employee of the other during the Term and for one (1) year following the termination or expiration thereof; provided that this Section shall not apply to any employee whose employment has been terminated for a period in excess of nine (9) months.',
    ]);
    expect(afterEnd.map((f) => f.value).filter((v) => /\d/.test(v))).toEqual([]);
    // Nor do a recital's history, a notary's commission, what survives the agreement, a part of the term, a notice
    // period or a payment deadline give the agreement's end.
    const others = findings('expiration', [
      'WHEREAS, upon the purchase of the software the Company entered into an agreement for Leader to maintain the software for a period of two years.',
      'Jason A. Minio Notary Public Commonwealth of Massachusetts My Commission Expires November 1, 2013',
      'Unless otherwise agreed, the provisions of this clause shall survive the termination of this Agreement and continue to be in force thereafter for a period of five (5) years.',
      'Provided that after the first five (5) years of the Term, the License Fee shall increase by three percent (3%) each year.',
      "The Executive's employment under this Agreement shall continue until terminated by either party giving the other 6 weeks' notice.",
      'The total sum of non-paid invoices owed up until the effective date of this Agreement is payable in total by no later than July 20, 2020.',
    ]);
    expect(others.map((f) => f.value).filter((v) => /\d/.test(v))).toEqual([]);
    // The contract's own name for its term is its term.
    const contractPeriod = '(a) "Contract Period" shall mean that period of time commencing on January 1, 2000 and concluding December 31, 2003.';
    expect(findings('expiration', [contractPeriod]).map((f) => f.value)).toEqual(['12/31/03']);
    // Another period's end, in a sentence that never says the agreement or its term ends.
    expect(
      findings('expiration', [
        '4. TERM\n\nMMMW provides Customer with a warranty for a period of 12 months commencing on the date of installation.',
        "Licensee's term of exclusivity with respect to the Video Clips shall expire on October 29, 2005.",
        'During the period beginning on the Effective Date and ending on December 31, 2018 (the "Development Term"), each Party shall offer sites to the other.',
      ]),
    ).toEqual([]);
    // "ending on the expiration of all Service Attachments" is the term clause itself, not what follows the term.
    const clause = 'This Agreement will be effective beginning on the Effective Date and ending on the expiration or termination of all Service Attachments.';
    expect(findings('expiration', [`3.1 Term. ${clause}`]).map((f) => f.sentence)).toEqual([clause]);
  });

  it('dates the agreement by its own dating words, not by a recital or another agreement between the parties', () => {
    const found = findings('agreement_date', [
      'SERVICE AGREEMENT\n\nThis Service Agreement, following the pilot held on May 2, 2017, is entered into as of June 19, 2017 by Osprey Rail plc and Fenwick Tools Inc.',
      '2) WHEREAS Osprey Rail plc and Fenwick Tools Inc. have entered into a Framework Agreement dated March 3, 2015;',
      'The Pilot Agreement by and between Osprey Rail plc and Fenwick Tools Inc. dated as of April 4, 2016 is superseded by this Agreement.',
    ]).map((f) => f.value);
    expect(found).toContain('6/19/17');
    expect(found).not.toContain('5/2/17');
    expect(found).not.toContain('3/3/15');
    expect(found).not.toContain('4/4/16');
  });

  it('reads a start on the agreement’s own date in a sentence whose dates are something else’s', () => {
    const found = findings('effective_date', [
      'MARKETING AGREEMENT\n\nThis Marketing Agreement (this "Agreement") is made as of November 25, 2019 by and between Wren Media Inc. and Osprey Radio LLC.',
      '1. Agreement Term. The term of this Agreement (the "Term") will begin on the date hereof (the "Commencement Date"), and will continue until the earlier of (i) December 31, 2022 and (ii) the termination of the Studio Lease dated as of February 23, 1996.',
    ]);
    expect(found).toContainEqual(expect.objectContaining({ value: '11/25/19', note: 'the date the agreement is dated' }));
    expect(found.map((f) => f.value)).not.toContain('12/31/22');
  });

  it('takes an effective date set by the last signature from the latest date the signature blocks give', () => {
    const found = findings('effective_date', [
      'CONSULTING AGREEMENT\n\nThis Consulting Agreement is effective as of the date of the last signature below (the "Effective Date") between Heron Labs Inc. and Dana Whitfield.',
      'HERON LABS INC.\nBy: /s/ R. Osei\nDate: March 2, 2021\n\nDANA WHITFIELD\nBy: /s/ Dana Whitfield\nDate: March 9, 2021',
    ]);
    expect(found).toContainEqual(expect.objectContaining({ value: '3/9/21', note: 'signature' }));
  });

  it('reads a start set by "the later of the two signature dates below" and by "the date of signed acceptance"', () => {
    const blocks = 'HERON LABS INC.\nBy: /s/ R. Osei\nDate: March 2, 2021\n\nDANA WHITFIELD\nBy: /s/ Dana Whitfield\nDate: March 9, 2021';
    for (const clause of [
      'This Hosting Agreement is entered into and effective as of the later of the two signature dates below (the "Effective Date").',
      '(c) This Agreement shall be effective on the date of signed acceptance ("Effective Date") by Heron Labs.',
    ]) {
      expect(findings('effective_date', [clause, blocks])).toContainEqual(expect.objectContaining({ value: '3/9/21', note: 'signature' }));
    }
  });

  it('takes no deadline for the agreement’s date, and reads a date whose space before it was lost', () => {
    const deadline = findings('agreement_date', [
      'PROMOTION AGREEMENT\n\nCharity Tunes shall update its catalogue with the available files by June 30, 2009, and install the sign on or before July 8, 2009.',
    ]);
    expect(deadline).toEqual([]);
    const glued = findings('agreement_date', [
      'DISTRIBUTOR AGREEMENT\n\nTHIS DISTRIBUTOR AGREEMENT (this "Agreement") is made and effective as of1 August 2019, by and between B & C Warehouse LLC and Kestrel Goods Ltd.',
    ]);
    expect(glued.map((f) => f.value)).toContain('8/1/19');
  });

  it('takes no date something ends on for the agreement’s date', () => {
    const amendment = findings('agreement_date', [
      'AMENDMENT NO. 3 TO THE DISTRIBUTOR AGREEMENT\n\n1. The Term of the Agreement is hereby extended to January 20, 2012 unless sooner terminated as provided for in the Agreement.',
    ]);
    expect(amendment).toEqual([]);
    const both = findings('agreement_date', [
      'SERVICES AGREEMENT\n\nThis Services Agreement is made as of March 3, 2015 and shall remain in effect until March 2, 2018.',
    ]);
    expect(both.map((f) => f.value)).toEqual(['3/3/15']);
  });

  it('takes the date of another document for no date of the agreement, and keeps its own beside an alias', () => {
    const amendment = findings('agreement_date', [
      'AMENDMENT NO. 1\n\nThis Amendment No. 1 to the License Agreement dated as of May 1, 2010 (this "Amendment") is made as of June 5, 2012 by Wren Labs Inc. and Osprey Media LLC.',
    ]);
    expect(amendment.map((f) => f.value)).toEqual(['6/5/12']);
    const filing = findings('agreement_date', [
      'JOINT FILING AGREEMENT\n\nThe undersigned hereby agree that the Schedule 13G with respect to the shares of Finch Holdings Inc., dated as of December 31, 2019, is filed on behalf of each of them.',
    ]);
    expect(filing).toEqual([]);
    const own = findings('agreement_date', [
      'CONTENT LICENSE AGREEMENT\n\nTHIS CONTENT LICENSE AGREEMENT (the "Agreement"), dated as of April 2, 2015, is entered into between Heron Studios Ltd. and Kite TV Inc.',
    ]);
    expect(own.map((f) => f.value)).toEqual(['4/2/15']);
    // "to that Software License ... Agreement, by and between <two long names>, dated ...": the name is long, the
    // determiner far before the date.
    const schedule = findings('agreement_date', [
      'This Schedule ("Schedule") is made as of the effective date set forth above to that Software License, Customization, and Maintenance Agreement, by and between Cardinal Data Systems Holdings, Inc. ("Supplier") and Western Plains National Bank, N. A, ("Bank"), dated November 5, 2010, as amended ("SLCMA").',
    ]);
    expect(schedule).toEqual([]);
  });

  it('dates the agreement by when it is made, not by when it takes effect, when one sentence gives both', () => {
    const both = findings('agreement_date', [
      'JOINT SUPPLY AND MARKETING AGREEMENT This Joint Supply and Marketing Agreement shall be effective as of May 1, 2020 "the Commencement Date" and is made and entered into this 10t h day of January, 2020 between Gull Fuels Inc. and Vireo Energy LLC.',
    ]);
    expect(both.map((f) => f.value)[0]).toBe('1/10/20');
  });

  it('offers a signature block’s date as the agreement’s date when nothing else dates it', () => {
    const found = findings('agreement_date', [
      'SUPPLY TERMS\n\nSupplier shall deliver the goods to Buyer each month.',
      ...Array.from({ length: 80 }, (_, i) => `${i + 2}. DELIVERY ${i + 1}\n\nSupplier shall deliver lot ${i + 1} within ten days of each order.`),
      'PINE HOLLOW FARMS LLC By: /s/ J. Ruiz Name: J. Ruiz Title: Manager Date: August 14, 2019 GREENLEAF GROCERS INC. By: /s/ M. Cho Title: CEO Date: August 16, 2019',
    ]);
    expect(found).toContainEqual(expect.objectContaining({ value: '8/16/19', note: 'signature' }));
  });

  it('dates by the last signature: not an earlier block when a later one is at hand, nor the first date of a block on page one', () => {
    const deliveries = Array.from(
      { length: 80 },
      (_, i) => `${i + 2}. DELIVERY ${i + 1}\n\nSupplier shall deliver lot ${i + 1} within ten days of each order.`,
    );
    const apart = findings('agreement_date', [
      'SUPPLY TERMS\n\nSupplier shall deliver the goods to Buyer each month.',
      ...deliveries,
      'PINE HOLLOW FARMS LLC\n\nBy: /s/ J. Ruiz\n\nTitle: Manager\n\nDate: August 14, 2019',
      ...deliveries.slice(0, 3),
      'GREENLEAF GROCERS INC.\n\nBy: /s/ M. Cho\n\nTitle: CEO\n\nDate: August 16, 2019',
    ]).map((f) => f.value);
    expect(apart).toContain('8/16/19');
    expect(apart).not.toContain('8/14/19');
    // A letter agreement signed on its first page, inside what reads as its preamble.
    const letter = findings('agreement_date', [
      'LETTER AGREEMENT\n\nAgreed: Pine Hollow Farms LLC and Greenleaf Grocers Inc. By: /s/ J. Ruiz By: /s/ M. Cho Title: Manager Title: CEO Date: 3-7-18 Date: 3-14-18',
    ]);
    expect(letter).toContainEqual(expect.objectContaining({ value: '3/14/18', note: 'signature' }));
  });
});
