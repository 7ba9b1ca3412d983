/**
 * The words contracts and leases use for the clauses people ask about. A question names a concept ("is there
 * a cap on liability?", "can the tenant sublet?"); the clause that answers it is written in the drafting
 * vocabulary ("in no event shall the aggregate liability exceed...", "shall not assign or sublet"). Inside a
 * named document, these words rank passages alongside the question's own, at a lower weight.
 *
 * General drafting vocabulary, not tuned to any one document set: each entry is what a property or contract
 * manager would list for the concept.
 */
const vocabulary: Array<[concept: RegExp, words: string]> = [
  // Leases and property management
  [/\brent\b|\brental\b/, 'rent monthly payable due installment'],
  [/\bdeposit\b/, 'deposit security refund return deduct'],
  [/\bsublet|sublease|sub-let/, 'sublet sublease assign transfer consent'],
  [/\brepair|maintenan/, 'repair repairs maintain maintenance good condition'],
  [/\blate (fee|charge|payment)/, 'late fee charge overdue interest'],
  [/\bpets?\b|\banimals?\b|\bdogs?\b|\bcats?\b/, 'pet pets animal animals dog cat'],
  [/\butilit/, 'utilities electricity water gas sewer'],
  [/\bmove[- ]?out|vacat|surrender/, 'surrender vacate possession premises condition'],
  // Term, renewal and termination
  [/\bexpir|\bend date\b|\bwhen does .* end\b/, 'term expire expiration continue until years initial terminate'],
  [/\brenew|\bextension\b|\bextend/, 'renew renewal successive automatically additional term extend'],
  [/\bnotice\b/, 'notice prior written days'],
  [/\bterminat\w* for convenience|\bterminat\w* .*\b(any|no) reason/, 'terminate convenience any reason without cause notice'],
  [/\bafter (the )?(termination|expiration)|post-termination/, 'after termination expiration survive continue transition'],
  // Who, when and where
  [/\bparties\b|\bwho (signed|entered)/, 'between among party parties entered'],
  [/\beffective date\b|\bcommence/, 'effective date commence commencement'],
  [/\bgoverning law|\bgoverned\b|\bjurisdiction\b/, 'governed construed laws state accordance jurisdiction'],
  // Money and liability
  [
    /\bcap on liability|\bliability cap|\blimitation of liability|\buncapped liability|\bunlimited liability/,
    'liability exceed aggregate limited limitation damages total amount',
  ],
  [/\binsurance\b/, 'insurance insured policy policies coverage'],
  [/\brevenue|profit.?shar|\broyalt/, 'royalty royalties revenue profits percentage net sales share'],
  [/\bminimum (commitment|purchase|order)/, 'minimum purchase order quantity least'],
  [/\bliquidated damages\b/, 'liquidated damages penalty'],
  [/\bprice (restriction|control)s?|\bprice increase/, 'price prices increase pricing adjust'],
  [/\bmost favou?red\b/, 'favorable terms pricing less other customers'],
  [/\baudit/, 'audit inspect records books examine accounts'],
  [/\bwarrant/, 'warrant warranty warrants period months defects'],
  // Rights and restrictions
  [/\bassign/, 'assign assignment transfer delegate consent'],
  [/\bchange (of|in) control\b/, 'change control merger acquisition acquire consolidation substantially assets'],
  [/\bnon-?compet|\bcompetitive restriction|\bcompete\b/, 'compete competing competitive business'],
  [/\bexclusiv/, 'exclusive exclusively sole only'],
  [/\bsolicit/, 'solicit hire employ induce'],
  [/\bdisparag/, 'disparage disparaging negative statements'],
  [/\bcovenant not to sue\b/, 'sue challenge contest claim validity'],
  [/\bthird.party beneficiar/, 'third party beneficiary beneficiaries enforce'],
  [/\bright of first\b|\brofr\b/, 'first refusal offer negotiation right notify'],
  [/\bvolume restriction/, 'volume maximum quantity exceed limit'],
  // Licences and intellectual property
  [/\blicen[cs]/, 'license grant grants licensed right'],
  [/\bnon-?transferable\b/, 'transferable non-transferable sublicense transfer'],
  [/\birrevocable|\bperpetual/, 'irrevocable perpetual royalty-free'],
  [/\bintellectual property\b/, 'intellectual property rights patents inventions own ownership title'],
  [/\bjoint(ly)?\b.*\bown/, 'jointly joint own owned ownership'],
  [/\bsource code\b|\bescrow\b/, 'source code escrow deposit release'],
  [/\bunlimited\b|all-you-can-eat/, 'unlimited any number'],
];

/** The drafting words for the concepts a question mentions, or '' when it mentions none. */
export function clauseVocabulary(question: string): string {
  const q = question.toLowerCase();
  return vocabulary
    .filter(([concept]) => concept.test(q))
    .map(([, words]) => words)
    .join(' ');
}

/**
 * Questions about the document itself: who its parties are, when it was made or takes effect (not when it ends).
 * Its preamble answers them, and the preamble is where the words that name the document (the parties, the
 * property) stand, so those words help rank here, where for any other clause they would only pull the preamble up.
 */
const aboutTheDocument =
  /\b(parties|party to|who (signed|entered|is (the )?(landlord|tenant|lessor|lessee)))\b|(?<!\b(expiration|expiry|termination|end|renewal|closing) )\bdate of (this|the) (contract|agreement|lease)\b|\bwhen (was|is) (this|the) (contract|agreement|lease) (dated|signed|made|entered)/;

export function asksAboutTheDocument(question: string): boolean {
  return aboutTheDocument.test(question.toLowerCase());
}
