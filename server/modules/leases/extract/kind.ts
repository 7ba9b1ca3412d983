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
  /\b(amendment|amending|addendum|assignment (and assumption )?of (the )?lease|assignment and assumption|lease assignment|extension agreement|lease extension|extension of (the )?lease|renewal agreement|lease renewal|renewal of (the )?lease|modification|notice of (exercise|renewal|extension)|exercise of (the )?(renewal |extension )?option|option exercise|extension notice|renewal notice|supplement(al)? agreement|rider)\b/i;
const leaseWords = /\b(lease|rental agreement|tenancy agreement|rental contract|occupancy agreement)\b/i;

export function documentKind(title: string, fileName: string, doc: LeaseDocument): DocumentLeaseKind | null {
  const head = doc.clauses
    .slice(0, 6)
    .map((c) => c.norm)
    .join(' ')
    .slice(0, 500);
  const whole = doc.clauses.map((c) => c.lower).join(' ');
  const vocabulary = (whole.match(/\b(landlord|tenant|lessor|lessee|lease|premises|rent)\b/g) ?? []).length;
  if (vocabulary < 4) return null;
  const named = `${title} ${fileName.replace(/[_.-]+/g, ' ')}`;
  // The document's own heading wins over the file name ("Lease Amendment.pdf" for a full lease is rare; the
  // reverse is common).
  const headAmend = amendmentWords.test(head) && !/\b(this lease may (not )?be amended|no amendment)\b/i.test(head);
  const changes =
    /\b(is|are) hereby (amended|modified|extended|changed|renewed)|\bhereby (exercises?|elects? to exercise)\b|\bamend(s|ed)? the lease\b|\bthe lease is (amended|extended|modified)|\bexcept as (expressly )?(amended|modified|set forth) (hereby|herein|in this)|\bremains? (unmodified|unchanged|in full force)|\bexercise[sd]? (its|the|their|your|tenant's) (option|right) to (renew|extend)/i.test(
      whole,
    );
  const refersToLease =
    /\b(the|that certain|a|an) (original )?(lease|rental agreement|lease agreement)[^.]{0,60}\bdated\b|\boriginal lease\b|\bexisting lease\b|\bthe lease between\b|\bunder the lease\b/i.test(
      whole,
    );
  if (headAmend && (changes || refersToLease)) return 'amendment';
  if (
    amendmentWords.test(named) &&
    (changes || refersToLease) &&
    !/^\s*(residential |commercial |office |retail |industrial )?(lease|rental) agreement\b/i.test(head)
  )
    return 'amendment';
  if (changes && refersToLease && !leaseWords.test(head.slice(0, 80))) return 'amendment';
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
      // When the changes start: "Effective March 1, 2026", "the renewal term begins on", "extended ... beginning".
      if (
        /\beffective\s+(?:date\s*)?(?:of\s+this\s+\w+\s+)?(?:is\s+|shall be\s+|will be\s+)?(?:as of\s+|on\s+)?(?:the\s+)?$|\beffective date\b[^.;]{0,25}$/.test(
          lead,
        )
      )
        s += 4;
      else if (/\b(begin(?:s|ning)?|commenc(?:e|es|ing)|start(?:s|ing)?|from and after|on and after)\s+(?:on\s+|as of\s+)?(?:the\s+)?$/.test(leadNear))
        s += 3.5;
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
