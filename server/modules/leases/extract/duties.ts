/**
 * Duties in lease clauses: a clause cut into parts that each carry one duty ("Landlord shall pay water; Tenant
 * shall pay all other utilities"), and the party each duty falls on. Used by the utilities and repairs readers.
 */

export type Party = 'landlord' | 'tenant';

export const tenantWords = /\b(tenants?|lessees?|residents?|renters?|you|your|occupants?)\b/;
export const landlordWords = /\b(landlords?|lessors?|owners?|we|us|our|management|agent)\b/;

/** Parts of a clause that each carry one duty: cut at ";", sentence ends, and ", and Landlord shall" turns. */
export function parts(text: string): string[] {
  return text
    .split(/;\s*|\.\s+(?=[A-Z])|\s(?=\([a-z]\)\s)|:\s+(?=(?:the\s+)?(?:landlord|tenant|lessor|lessee|owner|resident|renter|occupant)s?\s+(?!:))/i)
    .flatMap((p) =>
      p.split(
        /,?\s+(?:and|but|while|whereas)\s+(?=(?:the\s+)?(?:landlord|tenant|lessor|lessee|owner|resident)s?\b)|\s*\(\s*(?=(?:the\s+)?(?:landlord|tenant|lessor|lessee|owner)\b)/i,
      ),
    )
    .map((p) => p.trim())
    .filter((p) => p.length > 2);
}

/** The party a duty falls on: the subject before the verb ("Tenant shall pay"), or the payer ("paid by Landlord"). */
export function dutyParty(part: string): Party | null {
  const l = part.toLowerCase();
  // "paid by Landlord" names the payer, unless it sits in an exception ("all utilities are Tenant's except water,
  // which is paid by Landlord").
  const main = l.split(/\b(?:except|excluding|other than|but not|save for|with the exception of)\b/)[0]!;
  const by = /\b(?:paid|provided|furnished|supplied|borne|covered|handled|performed|made|maintained|repaired)\s+(?:for\s+)?by\s+(?:the\s+)?(\w+)/.exec(main);
  if (by) {
    if (tenantWords.test(by[1]!)) return 'tenant';
    if (landlordWords.test(by[1]!)) return 'landlord';
  }
  // The subject: the first party named before a verb of duty, with no other party named in between ("Except for
  // Landlord's obligations under 9.2, Tenant shall maintain ..." is the tenant's duty).
  const subject = dutySubject.exec(l);
  if (subject) return tenantWords.test(subject[1]!) ? 'tenant' : 'landlord';
  // "is up to you", "is down to the Tenant": whose job it is.
  const upTo = /\b(?:is|are|remains?|will be)\s+(?:all\s+)?(?:up to|down to)\s+(?:the\s+)?(\w+)/.exec(l);
  if (upTo && tenantWords.test(upTo[1]!)) return 'tenant';
  if (upTo && landlordWords.test(upTo[1]!)) return 'landlord';
  const tenantCost = /\b(tenant|lessee|resident|renter|your)(?:'s|s')?\s+(?:sole\s+|own\s+)?(?:responsibility|expense|cost|obligation|job)\b/.test(l);
  const landlordCost = /\b(landlord|lessor|owner|our)(?:'s|s')?\s+(?:sole\s+|own\s+)?(?:responsibility|expense|cost|obligation|job)\b/.test(l);
  if (tenantCost && !landlordCost && !/^\s*(?:the\s+)?(landlord|lessor|owner)\b/.test(l)) return 'tenant';
  // "are the responsibility of Tenant", "at the expense of the Landlord".
  const of = /\b(?:responsibility|obligation|expense|cost|account)\s+of\s+(?:the\s+)?(\w+)/.exec(l);
  if (of && tenantWords.test(of[1]!)) return 'tenant';
  if (of && landlordWords.test(of[1]!)) return 'landlord';
  if (landlordCost && !tenantCost && !/^\s*(?:the\s+)?(tenant|lessee|resident)\b/.test(l)) return 'landlord';
  return null;
}

const partyWord = 'tenants?|lessees?|residents?|renters?|occupants?|you|landlords?|lessors?|owners?|managers?|management|we';
const dutySubject = new RegExp(
  `\\b(${partyWord})\\b(?!'s|s')(?:(?!\\b(?:${partyWord})\\b)[^.;]){0,80}?\\b(?:shall|will|must|agrees?|covenants?|promises?|is responsible|are responsible|is obligated|are obligated|pays?|should|undertakes?|has|have|is|are|takes? care of|looks? after|handles?|fix(?:es)?|maintains?|keeps?|provides?|furnish(?:es)?)\\b`,
);
