import { describe, expect, it } from 'vitest';
import { findAmounts, findDurations, findPerpetual, normalizeDuration } from './extract-amounts.js';
import { clausePolarity, listItems } from './extract-clauses.js';
import { addToDate, findDates, shortDate } from './extract-dates.js';
import { findParties } from './extract-parties.js';
import { findAddress, findGoverningLaw } from './extract-places.js';
import { analyzeQuestion, classifyQuestion, expandSearchQuery } from './question-kind.js';
import { splitSentences } from './text.js';

describe('question kinds', () => {
  const cases: Array<[string, string, string | null]> = [
    ['When does the lease end?', 'when', 'expiration'],
    ['What is the monthly rent?', 'how_much', null],
    ['How much notice is needed to terminate?', 'how_long', 'termination_notice'],
    ["What's the notice period to not renew?", 'how_long', 'renewal_notice'],
    ['Who is the landlord?', 'who', null],
    ['Who are the parties to this agreement?', 'who', 'parties'],
    ['Which law governs?', 'where', 'governing_law'],
    ['Where is the property?', 'where', null],
    ['Is there a pet clause?', 'yes_no', null],
    ['Can the tenant sublet?', 'yes_no', null],
    ['Does it auto-renew?', 'yes_no', null],
    ['Which appliances are included?', 'which', null],
    ['What is the renewal term?', 'how_long', 'renewal_term'],
    ['What is the expiration date?', 'when', 'expiration'],
    ['What is the effective date?', 'when', 'effective_date'],
    ['What is the date of this contract?', 'when', 'agreement_date'],
    ['What is the date of the Sponsorship Agreement?', 'when', 'agreement_date'],
    ['When was the Maple Court lease signed?', 'when', 'agreement_date'],
    ['What is the date of the termination of the agreement?', 'when', null],
    ['When does this agreement expire?', 'when', 'expiration'],
    ['How much notice is required to terminate renewal of this agreement?', 'how_long', 'renewal_notice'],
    ['What is the governing law for this contract?', 'where', 'governing_law'],
    ['How much is the security deposit?', 'how_much', null],
    ['What does the lease say about repairs?', 'general', null],
    ['Who are the parties to this contract?', 'who', 'parties'],
    ['What happens in the event of a change of control of one of the parties in this contract?', 'general', null],
  ];
  it.each(cases)('%s → %s', (question, kind, topic) => {
    const a = analyzeQuestion(question);
    expect(a.kind).toBe(kind);
    expect(a.topic).toBe(topic);
  });

  it('reads the question after a leading context such as CUAD prompts use', () => {
    const a = analyzeQuestion('Consider the Lease between Acme ("Landlord"); Bob ("Tenant"); What is the governing law for this contract?');
    expect(a).toMatchObject({ kind: 'where', topic: 'governing_law', question: 'What is the governing law for this contract?' });
    expect(classifyQuestion('Consider the Agreement between A and B; Who are the parties to this contract?')).toBe('who');
  });

  it('adds key-term wording to the search query only for key terms', () => {
    expect(expandSearchQuery('What is the governing law?')).toContain('governed');
    expect(expandSearchQuery('Is there a pet clause?')).toBe('Is there a pet clause?');
  });
});

describe('sentences with offsets', () => {
  it('does not break at legal abbreviations and keeps exact spans', () => {
    const text =
      'GOVERNING LAW\nPursuant to Sec. 4.2 of the Agreement, Acme Inc. and U.S. Bank N.A. agree as follows. The laws of the State of New York apply.\n(a) Rent is due monthly.\n(b) Late fees apply.';
    const sentences = splitSentences(text);
    expect(sentences.map((s) => s.text)).toEqual([
      'GOVERNING LAW',
      'Pursuant to Sec. 4.2 of the Agreement, Acme Inc. and U.S. Bank N.A. agree as follows.',
      'The laws of the State of New York apply.',
      '(a) Rent is due monthly.',
      '(b) Late fees apply.',
    ]);
    for (const s of sentences) expect(text.slice(s.start, s.end)).toBe(s.text);
  });

  it('a period typed inside a date does not end the sentence', () => {
    expect(splitSentences('The lease runs until June 30. 2027, unless renewed. Rent is due monthly.').map((s) => s.text)).toEqual([
      'The lease runs until June 30. 2027, unless renewed.',
      'Rent is due monthly.',
    ]);
    expect(splitSentences('Signed this 4 day of Sept. 2019 by the parties.')).toHaveLength(1);
  });
});

describe('value extractors', () => {
  it('dates in the forms contracts use, and blanks; references are not dates', () => {
    const text =
      'Made January 5, 2021; signed the 5th day of January, 2021; filed 1/5/21 and 2021-01-05; effective 31 October 2019; dated ______ day of ________, 2015; March ___, 1999; as of the date first written above.';
    const dates = findDates(text).map(shortDate);
    expect(dates).toEqual(['1/5/21', '1/5/21', '1/5/21', '1/5/21', '10/31/19', '[]/[]/2015', '03/[]/1999']);
    expect(findDates('effective as of the date first written above')).toEqual([]);
    expect(addToDate({ year: 2024, month: 2, day: 29 }, 1, 'year')).toEqual({ year: 2025, month: 2, day: 28 });
  });

  it('dates as scans and forms write them: split suffixes, filled-in blank lines, day first, bare blanks', () => {
    const read = (t: string) => findDates(t).map(shortDate);
    expect(read('signed on the 2n d day of February 2011 by both')).toEqual(['2/2/11']);
    expect(read('in force from the third (3rd) day of July, 2012')).toEqual(['7/3/12']);
    expect(read('dated the 9th day of -- August, 2015')).toEqual(['8/9/15']);
    expect(read('effective as of ___Feb. 14, 2007 between')).toEqual(['2/14/07']);
    expect(read('Signed at Lyon on 23/6/2014.')).toEqual(['6/23/14']);
    // Dots are the European way: day first ("effective as of the 1.4.2011" is April 1), unless that cannot be.
    expect(read('effective as of the 1.4.2011 (the "Effective Date")')).toEqual(['4/1/11']);
    expect(read('signed on 3.25.2019')).toEqual(['3/25/19']);
    expect(read('Signed on 6/7/2014.')).toEqual(['6/7/14']);
    expect(read('made as of [·] day of [·], 2021 and [____], 2022')).toEqual(['[]/[]/2021', '[]/[]/2022']);
    expect(read('effective as of October , 2017 (the "Start")')).toEqual(['10/[]/2017']);
    expect(read('dated as of , 2018 by and between')).toEqual(['[]/[]/2018']);
  });

  it('dates with a part left out: a blank day before a month, a month and year only, a day and month without a year', () => {
    const read = (t: string) => findDates(t).map(shortDate);
    expect(read('made this ____ day of May, 2000 by')).toEqual(['05/[]/2000']);
    expect(read('Cooperation Agreement dated April 2013 between')).toEqual(['04/[]/2013']);
    expect(read('entered into this 30th day of April by and between')).toEqual(['04/30/[]']);
    expect(read('made on the first day of December, between')).toEqual(['12/1/[]']);
    // A whole date is still read whole.
    expect(read('on the first day of July, 2017 and January 5, 2021')).toEqual(['7/1/17', '1/5/21']);
  });

  it('amounts with currency, period and percentages', () => {
    const amounts = findAmounts('Rent is $1,250.00 per month plus a 5% fee; the cap is USD 5 million.');
    expect(amounts.map((a) => [a.value, a.currency, a.per, a.percent])).toEqual([
      [1250, 'USD', 'per month', false],
      [5, null, null, true],
      [5_000_000, 'USD', null, false],
    ]);
  });

  it('durations, repeats and no end', () => {
    const d = findDurations('renews for successive one-year terms unless notice is given thirty (30) days before; initial term of one (1) year');
    expect(d.map(normalizeDuration)).toEqual(['successive 1 year', '30 days', '1 year']);
    expect(findDurations('two (2) successive terms of five (5) years')).toMatchObject([{ amount: 5, unit: 'year', successive: true }]);
    expect(findDurations('on a month-to-month basis')[0]).toMatchObject({ amount: 1, unit: 'month', successive: true });
    expect(findPerpetual('shall continue in full force and effect until terminated by either party')).not.toBeNull();
    expect(findPerpetual('a perpetual, irrevocable license')).not.toBeNull();
    expect(findPerpetual('will commence on the Effective Date and continue through the completion or termination of the services')).not.toBeNull();
    // Justified or scanned text: several spaces and line breaks between the words; the party's notice named at length.
    expect(findPerpetual('This Agreement  shall continue until  terminated as\n      provided herein.')).not.toBeNull();
    expect(
      findPerpetual('shall  continue in effect until  either  Party  informs the other Party      with thirty (30) day prior written notice of termination'),
    ).not.toBeNull();
  });

  it('parties from a preamble, "by and among" and signature labels', () => {
    const between = findParties(
      'This Agreement is made by and between Corio Inc., a Delaware corporation ("CORIO"), and Commerce One, Inc., a Delaware corporation ("COMMERCE ONE").',
    );
    expect(between.map((p) => [p.name, p.role])).toEqual([
      ['Corio Inc.', 'CORIO'],
      ['Commerce One, Inc.', 'COMMERCE ONE'],
    ]);
    const among = findParties(
      'THIS AGREEMENT is entered into by and among ASHWORTH, INC. (The "Company"), JAMES W. NANTZ III ("Nantz") and NANTZ COMMUNICATIONS, INC. ("Nantz Communications").',
    );
    expect(among.map((p) => p.name)).toEqual(['ASHWORTH, INC.', 'JAMES W. NANTZ III', 'NANTZ COMMUNICATIONS, INC.']);
    const labels = findParties('Landlord: Oak Street Properties LLC\nTenant: Jane Doe\n');
    expect(labels.map((p) => [p.name, p.role])).toEqual([
      ['Oak Street Properties LLC', 'Landlord'],
      ['Jane Doe', 'Tenant'],
    ]);
  });

  it('parties whose defined terms open with a closing quote, as PDF text often has them (”Bunker One")', () => {
    // From the PDF of a CUAD contract (VertexEnergyInc ... Marketing Agreement), quotes as its text layer gives them.
    const pdf = findParties(
      'This Joint Supply and Marketing Agreement (hereinafter referred to as the ”JSMA") shall be effective as of May 1, 2020 “the Commencement\nDate” and is made and entered into this 10t h day of January, 2020 between Bunker One (USA) Inc., with principal offices located at 107 St.\nFrancis Street, Mobile, AL 36602 (”Bunker One"), and Vertex Energy Operating, LLC, with principal offices located at 1331 Gemini Suite 250,\nHouston, TX 77058 ("Vertex").',
    );
    expect(pdf.map((p) => p.role)).toEqual(['Bunker One', 'Vertex']);
    expect(pdf[1]!.name).toBe('Vertex Energy Operating, LLC');
  });

  it('governing law as a jurisdiction name, in any case', () => {
    expect(findGoverningLaw('This Agreement shall be governed by the laws of the State of New York, without regard to conflicts.')?.name).toBe('New York');
    expect(findGoverningLaw('THIS AGREEMENT SHALL BE GOVERNED BY THE LAWS OF THE STATE OF TEXAS.')?.name).toBe('Texas');
    expect(findGoverningLaw('governed and construed in accordance with the laws of the Province of Ontario.')?.name).toBe('Province of Ontario');
    expect(findGoverningLaw('The parties agree that this Agreement shall be construed in accordance with English law.')?.name).toBe('England and Wales');
    expect(
      findGoverningLaw('governed by the laws of the United States and, to the extent not inconsistent therewith, by the laws of the Commonwealth of Kentucky')
        ?.name,
    ).toBe('Kentucky');
    expect(findGoverningLaw('governed by the internal laws, and not by the laws regarding conflicts of laws, of the State of North Carolina.')?.name).toBe(
      'North Carolina',
    );
    expect(findGoverningLaw('This Agreement will be governed by PRC Laws.')?.name).toBe("People's Republic of China");
    expect(findGoverningLaw('Either party may terminate this Agreement.')).toBeNull();
  });

  it('street addresses', () => {
    expect(findAddress('the apartment located at 1420 Oak Street, Unit 3B, Springfield, IL 62704 (the "Premises")')?.name).toBe(
      '1420 Oak Street, Unit 3B, Springfield, IL 62704',
    );
  });

  it('yes/no: negation, conditions, and existence questions', () => {
    expect(clausePolarity('Tenant may sublet with the consent of Landlord.', 'Can the tenant sublet?')).toBe('yes');
    expect(clausePolarity('Smoking is not permitted on the Premises.', 'Can tenants smoke?')).toBe('no');
    expect(clausePolarity('No pets shall be kept on the Premises.', 'Are pets allowed?')).toBe('no');
    expect(clausePolarity('Tenant shall not sublet without the prior written consent of Landlord.', 'May the tenant sublet?')).toBe('conditional');
    expect(clausePolarity('No pets shall be kept on the Premises.', 'Is there a pet clause?')).toBe('yes');
  });

  it('list items after a colon or "include"', () => {
    expect(listItems('The unit includes a refrigerator, a stove and a dishwasher.')).toEqual(['refrigerator', 'stove', 'dishwasher']);
  });
});
