import { describe, expect, it } from 'vitest';
import { titleCanBeNamed, titleRegion } from './document-title.js';

describe('a document’s title', () => {
  it('is read after an exhibit number and a filing note, however the note is broken over lines', () => {
    const opening =
      'Exhibit 10.12\n\nCERTAIN IDENTIFIED INFORMATION CONTAINED IN THIS DOCUMENT, MARKED BY [***], HAS BEEN OMITTED BECAUSE IT IS BOTH (1) NOT MATERIAL AND\n(2) WOULD LIKELY CAUSE COMPETITIVE HARM TO THE COMPANY IF PUBLICLY DISCLOSED.\n\nACME FOODS, LLC and BETA NUTRITION CORPORATION MANUFACTURING AGREEMENT\n\nTHIS MANUFACTURING AGREEMENT is made between Acme Foods, LLC and Beta Nutrition Corporation.';
    expect(titleRegion(opening)).toMatch(/^ACME FOODS, LLC and BETA NUTRITION CORPORATION MANUFACTURING AGREEMENT THIS/);
  });

  it('is read after a signing stamp and a page number with an exhibit label before it on the same line', () => {
    expect(titleRegion('DocuSign Envelope ID: 4F2A-11B0\nRESIDENTIAL LEASE\nThis lease is made between Harbour Homes LLC and Jane Doe.')).toMatch(
      /^RESIDENTIAL LEASE This lease/,
    );
    expect(titleRegion('1 EXHIBIT 10.4 SPONSORSHIP AGREEMENT --- This Sponsorship Agreement is made between A and B.')).toMatch(/^SPONSORSHIP AGREEMENT/);
  });

  it('keeps a preamble that opens the document, though it is a long sentence', () => {
    const preamble = 'THIS AGREEMENT is entered into by and among Ashworth, Inc. and James Nantz as of May 1, 2004, for the services below.';
    expect(titleRegion(`${preamble}\n1. Services`)).toMatch(/^THIS AGREEMENT is entered into/);
  });

  it('is no more than the first words from the title on', () => {
    expect(titleRegion(`SUPPLY AGREEMENT ${'word '.repeat(100)}`).split(' ')).toHaveLength(24);
  });
});

describe('whether a title can be the one a name gives', () => {
  it('an attachment calling itself part of another document is not that document', () => {
    for (const title of [
      'SCHEDULE TO Software License, Customization and Maintenance Agreement Supplier Name: Cardinal Inc.',
      "AMENDMENT NO. 2 TO STREMICK'S FOODS, LLC and PREMIER CORPORATION MANUFACTURING AGREEMENT",
      'Customization Schedule This Customization Schedule is attached to the Software License Agreement',
      'First Amendment to Office Lease',
    ])
      expect(titleCanBeNamed(title, false)).toBe(false);
    expect(titleCanBeNamed('SOFTWARE LICENSE AND MAINTENANCE AGREEMENT This Agreement is made', false)).toBe(true);
    // A title that merely mentions a schedule later on is not an attachment's.
    expect(titleCanBeNamed('MASTER SUPPLY AGREEMENT This Agreement, with its schedules, is made', false)).toBe(true);
  });

  it('a name asking for an attachment is the title only of a document opening as one', () => {
    expect(titleCanBeNamed('AMENDMENT NO. 1 Dated as of November 11, 2005 Reference is made to the License Agreement', true)).toBe(true);
    expect(titleCanBeNamed('SCHEDULE TO Software License Agreement', true)).toBe(true);
    expect(titleCanBeNamed('MANUFACTURING AGREEMENT THIS MANUFACTURING AGREEMENT is made', true)).toBe(false);
  });
});
