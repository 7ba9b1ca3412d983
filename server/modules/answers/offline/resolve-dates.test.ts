import { describe, expect, it } from 'vitest';
import { defersDefinition, describeRelative, findDateDefinition, findRelativeDate } from './resolve-dates.js';
import { isoDate } from './extract-dates.js';
import { signingDate } from './find-start-dates.js';
import { splitSentences } from './text.js';

describe('dates stated relative to another date', () => {
  it('reads anniversaries and periods counted from a defined date or from the agreement itself', () => {
    expect(findRelativeDate('This Agreement shall expire on the fifth anniversary of the Effective Date.')).toMatchObject({
      amount: 5,
      unit: 'year',
      term: 'Effective Date',
      text: 'the fifth anniversary of the Effective Date',
    });
    expect(findRelativeDate('The Term shall end three (3) years after the Commencement Date.')).toMatchObject({
      amount: 3,
      unit: 'year',
      term: 'Commencement Date',
    });
    expect(findRelativeDate('This Agreement shall remain in force for a period of 5 years from the date hereof.')).toMatchObject({
      amount: 5,
      unit: 'year',
      term: null,
    });
    expect(findRelativeDate('It expires thirty-six (36) months following the Closing Date.')).toMatchObject({
      amount: 36,
      unit: 'month',
      term: 'Closing Date',
    });
    expect(describeRelative(findRelativeDate('on the 2nd anniversary of the Launch Date')!)).toBe('2 years after the Launch Date');
    // A name given to the period in passing, between the length and the date it counts from.
    expect(
      findRelativeDate('shall continue in operation for at least a period of twenty-five (25) years (hereinafter called "Initial Period") after the RFCS Date'),
    ).toMatchObject({ amount: 25, unit: 'year', term: 'RFCS Date' });
  });

  it('reads no relative date in a notice period or a period from an event that is not a date', () => {
    expect(findRelativeDate('Either party may terminate on thirty (30) days written notice.')).toBeNull();
    expect(findRelativeDate('Payment is due thirty (30) days after receipt of the invoice.')).toBeNull();
  });
});

describe('dates defined elsewhere in the document', () => {
  it('finds the defining sentence of a date term in its usual forms', () => {
    expect(findDateDefinition('"Effective Date" means March 1, 2015.', 'Effective Date')?.date).toMatchObject({ year: 2015, month: 3, day: 1 });
    expect(
      findDateDefinition('This Agreement is made as of March 1, 2015 (the "Effective Date") by and between A and B.', 'Effective Date')?.date,
    ).toMatchObject({
      year: 2015,
      month: 3,
      day: 1,
    });
    expect(findDateDefinition('2. Effective Date. This Agreement shall become effective on April 15, 2015.', 'Effective Date')?.date).toMatchObject({
      month: 4,
      day: 15,
    });
    expect(findDateDefinition('The Commencement Date shall be June 1, 2016.', 'Commencement Date')?.date).toMatchObject({ year: 2016, month: 6, day: 1 });
  });

  it('follows a definition that counts from another date', () => {
    const d = findDateDefinition('"Commencement Date" means the date that is thirty (30) days after the Effective Date.', 'Commencement Date');
    expect(d).toMatchObject({ date: null, relative: { amount: 30, unit: 'day', term: 'Effective Date' } });
  });

  it('takes a sentence that defers the definition ("as defined below") for no definition', () => {
    const preamble = 'This Agreement is entered into on January 5, 2014 and is effective as of the Effective Date (as defined below).';
    expect(defersDefinition(preamble)).toBe(true);
    expect(defersDefinition('the Commencement Date, as defined in Section 2, shall be')).toBe(true);
    expect(findDateDefinition(preamble, 'Effective Date')).toBeNull();
    expect(findDateDefinition('The Effective Date shall be the date of the last signature below.', 'Effective Date')).toBeNull();
  });

  it('follows a definition as the agreement’s own date', () => {
    expect(findDateDefinition('"Start Date" means the day and year first above written;', 'Start Date')).toMatchObject({
      date: null,
      relative: { amount: 0, term: null, text: 'the day and year first above written' },
    });
    expect(findDateDefinition('1.4 Commencement Date means the date of this Lease.', 'Commencement Date')?.relative).toMatchObject({ amount: 0, term: null });
    expect(
      findDateDefinition('This Agreement is made and effective as of the date first set forth above (the "Effective Date") by A and B.', 'Effective Date')
        ?.relative,
    ).toMatchObject({ amount: 0, term: null });
    // A period that starts on the date the label names is no offset from it.
    const initialTerm =
      'The initial term of this Agreement shall be for 3 years (the "Initial Term") commencing on the date first set forth above (the "Commencement Date") and ending on the 3rd anniversary of the Commencement Date.';
    expect(findDateDefinition(initialTerm, 'Commencement Date')?.relative).toMatchObject({ amount: 0, term: null, text: 'the date first set forth above' });
    expect(findDateDefinition('thirty (30) days after the date hereof (the "Launch Date")', 'Launch Date')?.relative).toMatchObject({
      amount: 30,
      unit: 'day',
      term: null,
    });
    expect(describeRelative({ amount: 0, unit: 'day', term: null, text: '', start: 0, end: 0 })).toBe('the date of the agreement');
  });
});

describe('the date a signature page gives an agreement', () => {
  /** The signing date of the passage's sentence that holds `line` (the whole passage by default). */
  const dated = (passage: string, line = passage) => {
    const sentence = splitSentences(passage).find((s) => s.text.includes(line))!;
    const found = signingDate({ passage: { text: passage }, sentence });
    return found && { iso: isoDate(found.date), by: found.by };
  };

  it('reads an execution line in its usual forms', () => {
    expect(dated('Signed and effective this 25th day of May, 1999.')).toEqual({ iso: '1999-05-25', by: 'execution' });
    expect(dated('This Affiliate Agreement is executed as of the 14th day of December, 1997.')).toEqual({ iso: '1997-12-14', by: 'execution' });
    expect(dated('THUS DONE AND SIGNED at Pretoria on this 31st day of March 2001')).toEqual({ iso: '2001-03-31', by: 'execution' });
    expect(dated('IN WITNESS WHEREOF, the parties have signed this Contract on November 8, 2002.')).toEqual({ iso: '2002-11-08', by: 'execution' });
  });

  it('takes the latest date of the signature blocks, the day the last party signed', () => {
    expect(dated('By: /s/ Ann Lee   By: /s/ Bo Park\nTitle: CEO   Title: COO\nDate: 3-7-18   Date: 3-14-18')).toEqual({ iso: '2018-03-14', by: 'signature' });
    expect(dated('Title: VP R&D  Date: November 5, 2019 Date: November 5, 2019')).toEqual({ iso: '2019-11-05', by: 'signature' });
  });

  it('reads a form date labelled below its line or before it without a colon, in a signature block', () => {
    const block = 'IN WITNESS WHEREOF, the Parties execute this Agreement.\n\n/s/ Geno Auriemma\n\n5/17/12    GENO AURIEMMA\n\nDate';
    expect(dated(block, '5/17/12')).toEqual({ iso: '2012-05-17', by: 'signature' });
    expect(dated('Title Title\n\n4/24/2018 04/25/2018\n\nDate Date\n\nBy: /s/ Victor Bozzo', '4/24/2018')).toEqual({ iso: '2018-04-25', by: 'signature' });
    // A form whose labels sit under their lines: each label follows what was written above it.
    const form = 'Kallo Inc.     JOHN CECIL     Signature     John Cecil     Name     Chairman & CEO     Title     Markham, ON 24 OCT 2011     Place Date';
    expect(dated(form, 'Kallo')).toEqual({ iso: '2011-10-24', by: 'signature' });
    // Labelled before it without a colon, day first where the first number cannot be a month.
    expect(dated('MOBILEVISION LTD.   By: Name Andrew Zhang   Title PRESIDENT   Signature /s/ Andrew Zhang   Date 13/07/05')).toEqual({
      iso: '2005-07-13',
      by: 'signature',
    });
    expect(dated('The Effective Date 13/07/05 is when the term begins.')).toBeNull();
    // Outside a signature block, a date before the word "Date" is prose.
    expect(dated('Rent is due on 5/17/12 and on each Payment Date thereafter.')).toBeNull();
    expect(dated('The Name and Title of the Signature page are set out on 24 OCT 2011 as the Place Date.')).toBeNull();
  });

  it('reads no signing date from an end, a condition or a date that is not labelled', () => {
    expect(dated('This Agreement shall expire on the date signed below, March 1, 2020.')).toBeNull();
    expect(dated('If the Agreement is not signed by March 1, 2020, the offer lapses.')).toBeNull();
    expect(dated('Invoices are due on June 30, 2019.')).toBeNull();
    expect(dated('Dated: ____________')).toBeNull();
  });
});
