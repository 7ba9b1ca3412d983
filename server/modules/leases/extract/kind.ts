/**
 * What a document is: a lease, an amendment (amendment, extension or renewal agreement, addendum that changes a
 * lease, a letter exercising an option), or neither. Read from the title and the opening heading first (where a
 * document says what it is), then from the vocabulary of the whole text. For an amendment: which clauses change
 * the lease (not the recitals restating it), when the changes take effect, and what identifies the lease.
 */
import type { DocumentLeaseKind } from '../../../../common/lease-terms.js';
import { type Candidate, type Decision, decide } from './evidence.js';
import { before, datesIn } from './quantities.js';
import type { Clause, LeaseDocument } from './segment.js';

const amendmentWords =
  /\b(amendment|amending|addendum|rider|assignment (and assumption )?of (the )?lease|assignment and assumption|lease assignment|extension agreement|lease extension|extension of (the )?(lease|term)|term extension|renewal agreement|lease renewal|renewal of (the )?lease|renewal (letter|notice)|(lease )?modification( agreement)?|modification of (the )?lease|notice of (exercise|renewal|extension|rent (increase|adjustment|change))|rent (increase|adjustment|change) (letter|notice|agreement)|exercise of (the )?(renewal |extension )?option|option exercise|extension notice|letter agreement|supplement(al)? agreement|(deed|agreement|letter) of variation|variation of (the )?(lease|tenancy|tenancy agreement))\b/i;
const leaseTitle = /^\W*(?:[A-Z][A-Za-z-]*\s+){0,3}(lease|rental agreement|tenancy agreement|rental contract|lease agreement|lease contract)\b/i;

/** Words of a document that changes an existing lease rather than being one. */
const amendmentSignals: RegExp[] = [
  /\bthis (?:\w+ )?(amendment|addendum|extension|modification|rider|renewal|letter|notice|assignment|variation)\b/,
  /\b(original|existing|underlying|prior) lease\b/,
  /\b(the|that certain|your|our|a|an) (?:\w+ )?(lease|rental agreement|lease agreement|tenancy agreement)\b[^.]{0,80}\b(dated|made on|entered into on|signed on|executed on)\b/,
  /\b(is|are) hereby (amended|modified|extended|changed|renewed|replaced|deleted)|\bamended (and restated )?(to read|as follows)|\bshall be amended\b|\bamends? the lease\b|\bthe lease is (hereby )?(amended|extended|modified|renewed)/,
  /\bhereby (exercises?|elects? to exercise|extends?|renews?|amends?|assigns?)\b/,
  /\bexcept as (expressly )?(amended|modified|provided herein|set forth (herein|in this)|changed)\b/,
  /\b(remains?|continues?) (unmodified|unchanged|in (full )?(force|effect))\b|\ball other (terms|provisions)\b[^.]{0,60}\b(remain|unchanged|apply|continue|stay)/,
  /\b(extended|renewal|extension) (term|period)\b[^.]{0,40}\b(begins?|commenc|start|end|expir)/,
  /\b(assignee|assignor)\b/,
];

/** Sections a whole lease has of its own, which an amendment seldom restates together. */
const leaseSections: RegExp[] = [
  /\bsecurity deposit\b/,
  /\butilit(y|ies)\b/,
  /\bpets?\b|\banimals?\b/,
  /\brepairs?\b|\bmaint(ain|enance)\b/,
  /\bsub-?let|\bsub-?leas|\bassign(ment)?\b/,
  /\bgoverned by\b|\blaws? of\b/,
  /\blate (fee|charge)s?\b/,
  /\binsurance\b/,
  /\b(enter|entry|access)\b/,
  /\bdefault\b/,
  /\bhold(ing)?[- ]?over\b/,
  /\bnotices?\b/,
  /\bquiet enjoyment\b|\buse of (the )?premises\b|\bpermitted use\b/,
];

export function documentKind(title: string, fileName: string, doc: LeaseDocument): DocumentLeaseKind | null {
  const whole = doc.clauses.map((c) => c.lower).join(' ');
  const vocabulary = (whole.match(/\b(landlords?|tenants?|tenancy|tenancies|lessors?|lessees?|leases?|premises|rent|residents?|owners?)\b/g) ?? []).length;
  // The document's title: its first lines, before the first sentence that does something.
  const head = doc.clauses
    .slice(0, 4)
    .filter((c, i) => i === 0 || c.isHeading || c.norm.length < 90)
    .map((c) => c.norm)
    .join(' ')
    .slice(0, 300);
  // A short addendum or notice says what it is in its title; its body may name the lease only once or twice.
  const needed = amendmentWords.test(head) ? 2 : 3;
  if (vocabulary < needed || !/\b(lease|leases|leased|rent|rental|tenancy)\b/.test(whole)) return null;
  const named = `${title} ${fileName.replace(/[_.-]+/g, ' ')}`;
  const signals = amendmentSignals.filter((re) => re.test(whole)).length;
  const sections = leaseSections.filter((re) => re.test(whole)).length;
  // A title that says so ("FIRST AMENDMENT TO LEASE", "NOTICE OF EXERCISE OF RENEWAL OPTION") decides, unless
  // it is a lease's own title and the body is a whole lease.
  const headAmend = amendmentWords.test(head);
  if (headAmend && !(leaseTitle.test(head) && !amendmentWords.test(head.slice(0, 40)) && sections >= 8)) return 'amendment';
  if (amendmentWords.test(named) && signals >= 1 && sections <= 7) return 'amendment';
  if (signals >= 2 && sections <= 6) return 'amendment';
  if (signals >= 4) return 'amendment';
  return 'lease';
}

/** Recitals and restatements of the lease being amended: read for references, never as changes. */
export function isRecital(c: Clause): boolean {
  const l = c.lower;
  if (/^\s*(whereas|recitals?\b|background\b)/.test(l)) return true;
  if (/\bhereby|\bshall (be|mean)|\bis (amended|extended|modified|increased|decreased|reduced|changed)|\beffective\b|\bwill be\b|\bexercise/.test(l))
    return false;
  return /\b(entered into|are parties to|is the (landlord|tenant)|originally|currently|presently|previously|heretofore|desire to (amend|extend|modify))\b/.test(
    l,
  );
}

/** When an amendment's changes take effect ("effective as of March 1, 2026"), else when it was signed. */
export function amendmentEffectiveDate(clauses: Clause[]): Decision<string> {
  const cands: Candidate<string>[] = [];
  clauses.forEach((c, i) => {
    for (const d of datesIn(c.norm)) {
      const lead = before(c.norm, d.start, 70);
      const leadNear = before(c.norm, d.start, 40);
      let s = 0;
      const signed = /\b(made|entered into|executed|signed|dated)\b[^.;]{0,40}$/.test(lead) && !/\blease\b[^.;]{0,25}$/.test(lead);
      const after = c.norm.slice(d.end, d.end + 60).toLowerCase();
      // When the changes start: "Effective March 1, 2026", "the renewal term begins on", "extended ... beginning",
      // "with effect from 1 March 2025", or a date the amendment defines as its effective date.
      if (
        /\b(?:with effect|takes? effect|taking effect|in effect|come into effect|comes into effect)\s+(?:from|on|as of)\s+(?:the\s+)?$/.test(leadNear) ||
        /^\s*\(\s*(?:the\s+)?["“”']*[a-z\s-]{0,30}effective date["“”']*\s*\)/.test(after)
      )
        s += 4;
      else if (
        /\beffective\s+(?:date\s*)?(?:of\s+this\s+\w+\s+)?(?:is\s+|shall be\s+|will be\s+)?(?:as of\s+|on\s+)?(?:the\s+)?$|\beffective date\b[^.;]{0,25}$/.test(
          lead,
        )
      )
        s += 4;
      else if (/\b(begin(?:s|ning)?|commenc(?:e|es|ing)|start(?:s|ing)?|from and after|on and after)\s+(?:on\s+|as of\s+|with\s+)?(?:the\s+)?$/.test(leadNear))
        s += 3.5;
      // "extended for one year, from January 1, 2027 through ...".
      else if (/\bfrom\s+$/.test(leadNear) && /\b(extend|renew|extension|renewal)/.test(c.lower)) s += 3;
      else if (signed) s += 2;
      else if (/\bas of\s*(?:the\s+)?$/.test(leadNear)) s += 1.5;
      // A letter's date on its own line.
      else if (i < 8 && c.norm.length <= d.end - d.start + 4) s += 1.5;
      if (
        /\b(lease|agreement|original)\b[^.;]{0,20}\bdated\b[^.;]{0,10}$|\blease\b[^.;]{0,30}\b(commenc|dated|expir|ending)\w*[^.;]{0,15}$/.test(lead) &&
        !/\bamendment\b/.test(leadNear)
      )
        s -= 4;
      if (/\b(current|original|initial|existing) (lease )?term\b[^.;]{0,40}$|\backnowledged\b|\bagreed by\b/.test(lead)) s -= 2;
      if (s <= 0) continue;
      cands.push({ value: d.iso, clauses: [c], score: s - i * 0.01 });
    }
  });
  return decide(cands, 1.4);
}

/** "the Lease dated March 1, 2024": the date of the lease an amendment changes. */
export function leaseDateReference(clauses: Clause[]): string | null {
  for (const c of clauses) {
    for (const d of datesIn(c.norm)) {
      const lead = before(c.norm, d.start, 80);
      if (
        /\b(lease|rental agreement|lease agreement)\b(?:\s*\([^)]*\))?[^.;()]{0,40}\b(dated|entered into on|made on|executed on|signed on)\b(?:\s+as of|\s+on)?\s*(?:the\s+)?$/.test(
          lead,
        ) &&
        !/\bamendment\b[^.;]{0,30}$/.test(lead)
      )
        return d.iso;
    }
  }
  return null;
}
