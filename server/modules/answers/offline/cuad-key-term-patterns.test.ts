/**
 * Drafting patterns for parties, dates and terms, each on an excerpt of a real CUAD contract (SEC filings):
 * letter agreements, "hereinafter referred to as", "Party A:" labels, forms with blanks, a cover page before the
 * preamble, terms counted from an event, and clauses about what follows termination. Every citation must quote
 * the excerpt at its exact offsets, and must be the sentence that states the value.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { composeOfflineAnswer } from './compose-offline.js';
import { hitsFromPages } from './fixtures.js';
import { CUAD_CONTRACTS } from '../../../test/cuad.js';

const DIR = CUAD_CONTRACTS;
const file = (name: string) => `${DIR}/${name}.txt`;
const ATHENS = file('ATHENSBANCSHARESCORP_11_02_2009-EX-1.2-AGENCY AGREEMENT , 2009');
const CHAPARRAL = file('CHAPARRALRESOURCESINC_03_30_2000-EX-10.66-TRANSPORTATION CONTRACT');
const XACCT = file('XACCT Technologies, Inc.SUPPORT AND MAINTENANCE AGREEMENT');
const LEJU = file('LEJUHOLDINGSLTD_03_12_2014-EX-10.34-INTERNET CHANNEL COOPERATION AGREEMENT');
const MONSANTO = file('Monsanto Company - SECOND A_R EXCLUSIVE AGENCY AND MARKETING AGREEMENT ');
const GLOBE = file('TheglobeComInc_19990503_S-1A_EX-10.20_5416126_EX-10.20_Co-Branding Agreement');
const PELICAN = file('PelicanDeliversInc_20200211_S-1_EX-10.3_11975895_EX-10.3_Development Agreement2');
const PLAYBOY = file('PlayboyEnterprisesInc_20090220_10-QA_EX-10.2_4091580_EX-10.2_Content License Agreement_ Marketing Agreement_ Sales-Purchase Agreement1');
const BELLRING = file('BellringBrandsInc_20190920_S-1_EX-10.12_11817081_EX-10.12_Manufacturing Agreement1');
const GLU = file('GluMobileInc_20070319_S-1A_EX-10.09_436630_EX-10.09_Content License Agreement4');
const RANGE = file('RangeResourcesLouisianaInc_20150417_8-K_EX-10.5_9045501_EX-10.5_Transportation Agreement');
const BLUEFLY = file('BLUEFLYINC_03_27_2002-EX-10.27-e-business Hosting Agreement');
const FUSION = file('FUSIONPHARMACEUTICALSINC_06_05_2020-EX-10.17-Supply Agreement - FUSION');
const SOUPMAN_NY = file('SoupmanInc_20150814_8-K_EX-10.1_9230148_EX-10.1_Franchise Agreement4');
const GOOSEHEAD = file('GOOSEHEADINSURANCE,INC_04_02_2018-EX-10.6-Franchise Agreement');
const SMITH = file('SMITHELECTRICVEHICLESCORP_04_04_2012-EX-10.26-FLEET MAINTENANCE AGREEMENT');
const STARTEC = file('STARTECGLOBALCOMMUNICATIONSCORP_11_16_1998-EX-10.30-CONSTRUCTION AND MAINTENANCE AGREEMENT');
const FTE = file('FTENETWORKS,INC_02_18_2016-EX-99.4-STRATEGIC ALLIANCE AGREEMENT');
const all = [
  FTE,
  SMITH,
  STARTEC,
  SOUPMAN_NY,
  GOOSEHEAD,
  ATHENS,
  CHAPARRAL,
  XACCT,
  LEJU,
  MONSANTO,
  GLOBE,
  PELICAN,
  PLAYBOY,
  BELLRING,
  GLU,
  RANGE,
  BLUEFLY,
  FUSION,
];

/** The contract's text from the first occurrence of `from`, `length` characters long. */
function excerpt(path: string, from: string, length: number): string {
  const text = readFileSync(path, 'utf8');
  const at = text.indexOf(from);
  if (at < 0) throw new Error(`"${from}" not in ${path}`);
  return text.slice(at, at + length);
}

/** Asks a question of excerpts given as pages (every chunk a passage); citations must quote the text exactly. */
function ask(question: string, ...pages: string[]) {
  const canonical = pages.join('\n\n');
  const answer = composeOfflineAnswer(question, hitsFromPages(pages, { documentId: 'cuad' }));
  for (const c of answer.citations) expect(canonical.slice(c.charStart, c.charEnd)).toBe(c.quote);
  return answer;
}

const PARTIES = 'Who are the parties to this agreement?';

describe.skipIf(!all.every(existsSync))('key-term drafting patterns in real CUAD contracts', () => {
  it('a letter agreement: "A (the Company) and B (the Bank) hereby confirm their agreement with C (the Agent)"', () => {
    const a = ask(PARTIES, excerpt(ATHENS, 'Keefe, Bruyette & Woods, Inc.  Investment Banking', 1100));
    expect(a.value).toMatchObject({ type: 'parties', roles: ['Company', 'Bank', 'Agent'] });
    expect(a.value).toMatchObject({ names: ['Athens Bancshares Corporation', 'Athens Federal Community Bank', 'Keefe, Bruyette & Woods, Inc.'] });
    expect(a.citations[0]!.quote).toMatch(/^Athens Bancshares Corporation, a Tennessee corporation[\s\S]*hereby confirm their agreement/);
  });

  it('"X, hereinafter referred to as the "Company", ... and Y, hereinafter referred to as the "Principal""', () => {
    const a = ask(PARTIES, excerpt(CHAPARRAL, 'PREAMBLE', 1200));
    expect(a.value).toMatchObject({ names: ['JSC NOC KazakhOil', 'JSC Karakudukmunay'], roles: ['Company', 'Principal'] });
  });

  it('a form: the party left blank is named by its role, and so is the date', () => {
    const text = excerpt(XACCT, 'This Support and Maintenance Agreement', 900);
    const parties = ask(PARTIES, text);
    expect(parties.value).toMatchObject({ names: ['XACCT Technologies, Inc.', 'Licensee'] });
    expect(parties.answer).toContain('Licensee (name not given)');
    const date = ask('What is the date of this agreement?', text);
    expect(date.value).toMatchObject({ type: 'date', year: 2000, month: null, day: null });
    expect(date.answer).toMatch(/date is left blank \(only the year, 2000, is filled in\)/);
    expect(date.citations[0]!.quote).toContain('the ____ day of _______________2000');
  });

  it('"Party A:" / "Party B:" header labels with the names on the next lines', () => {
    const a = ask(PARTIES, excerpt(LEJU, 'Contract Number:', 700));
    expect(a.value).toMatchObject({ type: 'parties', roles: ['Party A', 'Party B'] });
    expect((a.value as { names: string[] }).names[0]).toBe('Beijing Baidu Netcom Science and Technology Co., Ltd.');
  });

  it('the preamble proper ("THIS ... AGREEMENT by and between Monsanto Company ("Monsanto")") over the cover page', () => {
    const cover = excerpt(MONSANTO, 'SECOND AMENDED AND RESTATED  EXCLUSIVE', 190);
    const preamble = excerpt(MONSANTO, 'THIS SECOND AMENDED AND RESTATED EXCLUSIVE AGENCY', 600);
    const a = ask(PARTIES, cover, preamble);
    expect(a.citations[0]!.quote).toMatch(/^THIS SECOND AMENDED AND RESTATED/);
    expect(a.value).toMatchObject({ names: ['Monsanto Company', 'The Scotts Company LLC'] });
  });

  it('a term counted from an event is a length, not a date counted from the start', () => {
    const a = ask('When does this agreement expire?', excerpt(GLOBE, '8.1  Term.', 140));
    expect(a.value).toMatchObject({ type: 'duration', amount: 2, unit: 'year' });
    expect(a.answer).toContain('2 years following the Launch Date');
  });

  it('what follows termination (transition help for three months) is not the term', () => {
    const term = excerpt(PELICAN, '1. Term Unless otherwise provided herein', 260);
    const assistance = excerpt(PELICAN, 'In the event of a termination or expiration of this Agreement or any SOW', 480);
    const early = excerpt(PELICAN, '11. Termination 11.1 TERMINATION WITHOUT CAUSE', 200);
    const a = ask('When does this agreement expire?', assistance, early, term);
    expect(a.citations[0]!.quote).toMatch(/^1\. Term Unless otherwise provided herein, this Agreement will commence/);
    // "continue through the completion or termination of Developer's services": no date, until that event ends it.
    expect(a.answer).toContain("runs until the completion or termination of Developer's services");
    expect(a.value).toMatchObject({ type: 'text' });
  });

  it('"five years after launch, but in no event later than February 28, 2013" ends by that date at the latest', () => {
    const a = ask('When does this agreement expire?', excerpt(PLAYBOY, '10.1. Term. This Agreement shall commence', 300));
    expect(a.value).toMatchObject({ type: 'date', iso: '2013-02-28' });
    expect(a.answer).toContain('(at the latest)');
  });

  it('"made this first day of July, 2017 (the "Effective Date")"; the end date in the term clause is no start', () => {
    const preamble = excerpt(BELLRING, 'THIS MANUFACTURING AGREEMENT (the "Agreement") is made', 300);
    const term = excerpt(BELLRING, '(a) This Agreement shall commence on the Effective Date and shall terminate', 290);
    const a = ask('What is the effective date of this agreement?', term, preamble);
    expect(a.value).toMatchObject({ type: 'date', iso: '2017-07-01' });
    expect(a.citations[0]!.quote).toMatch(/^THIS MANUFACTURING AGREEMENT/);
  });

  it('"Dated as of" heads the amendment; the dates of the agreement it refers to are not its date', () => {
    const a = ask('What is the date of this agreement?', excerpt(GLU, 'AMENDMENT NO. 3', 700));
    expect(a.value).toMatchObject({ type: 'date', iso: '2007-02-19' });
    expect(a.citations[0]!.quote).toMatch(/^Dated as of February 19, 2007/);
  });

  it('renewals: evergreen after the term, a term equal to the previous one, a redacted notice period', () => {
    const evergreen = ask('What is the renewal term of this agreement?', excerpt(RANGE, '2.1 Term. This Agreement shall commence', 330));
    expect(evergreen.value).toMatchObject({ type: 'perpetual' });
    expect(evergreen.answer).toContain('continues until it is terminated');
    const equal = ask('What is the renewal term of this agreement?', excerpt(BLUEFLY, 'Each Service Option Attachment will renew automatically', 400));
    expect(equal.answer).toContain('renews for a term equal to the previous term');
    expect(equal.citations[0]!.quote).toMatch(/^Each Service Option Attachment will renew automatically/);
    const notice = ask(
      'How much notice is required to terminate renewal of this agreement?',
      excerpt(FUSION, 'Following the Term, this Supply Agreement shall automatically renew', 260),
    );
    expect(notice.answer).toContain('redacted in this copy');
    expect(notice.value).toMatchObject({ type: 'text', normalized: 'redacted' });
  });

  it("the choice-of-law clause about the agreement, not a legal opinion's 'laws of Tennessee'", () => {
    const opinion = excerpt(ATHENS, "Such counsel's opinion shall be limited to matters governed by federal laws", 300);
    const clause = excerpt(ATHENS, 'Section 17. Construction.', 160);
    const a = ask('What is the governing law of this agreement?', opinion, clause);
    expect(a.value).toMatchObject({ type: 'jurisdiction', name: 'New York' });
  });

  it('an addendum without a preamble: the companies over the "By:" lines of its signature block', () => {
    const text = readFileSync(SOUPMAN_NY, 'utf8');
    const a = ask(PARTIES, text.slice(0, 700), text.slice(text.indexOf('IN WITNESS WHEREOF')));
    expect(a.value).toMatchObject({ names: ['KIOSK CONCEPTS, INC.', 'THE GRILLED CHEESE TRUCK, INC.'] });
    expect(a.citations[0]!.quote).toContain('KIOSK CONCEPTS, INC.:');
  });

  it('several defined terms for one party (\'("you" or the "Franchisee")\'), the name left blank in the form', () => {
    const a = ask(PARTIES, excerpt(GOOSEHEAD, 'THIS FRANCHISE AGREEMENT (the "Agreement")', 650));
    expect(a.value).toMatchObject({ names: ['Goosehead Insurance Agency, LLC', 'Franchisee'] });
    expect(a.answer).toContain('Franchisee (name not given)');
  });

  it('English parties: "DAIRY CREST LIMITED (Company no 2085882) whose registered office is at ..."', () => {
    const a = ask(PARTIES, excerpt(SMITH, 'DATED         13 October 2005', 380));
    expect(a.value).toMatchObject({ names: ['DAIRY CREST LIMITED', 'SEV GROUP LIMITED'] });
  });

  it('parties listed in a schedule are answered as such, with the sentence that says so', () => {
    const a = ask(PARTIES, excerpt(STARTEC, 'This  Agreement,  made  and  entered  into  this  2nd', 600));
    expect(a.answer).toBe('The parties are those named in Schedule A [1].');
    expect(a.citations[0]!.quote).toContain('which Parties are identified in Schedule A');
  });

  it('the month-to-month continuation after the initial term is not its end; "through February 16, 2019" is', () => {
    const preamble = excerpt(FTE, 'THIS STRATEGIC ALLIANCE AGREEMENT (the "Agreement")', 200);
    const after = excerpt(FTE, 'After the Initial Term, this Agreement shall continue on a month to month basis', 220);
    const a = ask('When does this agreement expire?', after, preamble);
    expect(a.value).toMatchObject({ type: 'date', iso: '2019-02-16' });
  });

  it('the definition of another date ("Offtake Agreement Effective Date" means ...) is not the effective date', () => {
    const other = excerpt(CHAPARRAL, '"Offtake Agreement Effective Date" means', 110);
    const own = excerpt(CHAPARRAL, '"Effective Date" means the date of actual execution', 90);
    const a = ask('What is the effective date of this agreement?', other, own);
    expect(a.citations[0]!.quote).toMatch(/^"Effective Date" means the date of actual execution/);
  });
});
