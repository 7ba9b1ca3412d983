/**
 * Permissions with their condition: pets and subletting/assignment. Each clause on the topic says no ("No pets",
 * "shall not sublet", "prohibited"), yes ("Tenant may keep one cat", "Pets: Yes") or yes with consent ("without
 * Landlord's prior written consent", "subject to Landlord's approval"). Exceptions required by law (service
 * animals) do not make a prohibition conditional; a consent sentence in the same section as a prohibition does.
 */
import type { Permission } from '../../../../common/lease-terms.js';
import { type Candidate, type Cues, type Decision, decide, topicScore } from './evidence.js';
import { termsAbout } from './definitions.js';
import type { Clause } from './segment.js';

const negation =
  /(?:^|[(:;]\s*|\)\s*|\b(?:and|or)\s+)not\s+to\s+(?!be\s+unreasonably)|\bnot\s+to\s+(?:keep|have|bring|house|harbou?r|allow|permit|assign|sub-?let|sublease|underlet|part|transfer|let|share)\b|\b(shall|may|will|must|can|could|should|does|do|is|are)\s+not\b|\bno\s+longer\b|\b(agrees?|covenants?|promises?|undertakes?)\s+not\s+to\b|\b(is|are)\s+prohibited\s+from\b|\b(cannot|can't|won't|shan't|mustn't|isn't|aren't|never)\b|\bnot\s+(be\s+)?(permitted|allowed|authori[sz]ed|acceptable)\b|\b(prohibited|forbidden|disallowed|not permitted|not allowed)\b|(^|[.:;]\s*|\b(?:that|and|agrees?)\s+)no\s+(?!later\b|more\b|less\b|fewer\b)|\bno\s+(?:\w+\s+){0,2}(?:pets?|animals?|sub-?\w+|assign\w*|dogs?|cats?)\b|\bnone\b|\bneither\b|\bnor\b/;
const consent =
  /\bunless\b[^.;]{0,40}\b(agree|approve|permit|allow|authori[sz]|sign|grant|give|gave|given|consent)\w*|\b(?:only|but only|solely)\s+(?:if|when|with|after)\b[^.;]{0,30}\b(?:we|us|landlord|lessor|owner|management|manager|agent)\b[^.;]{0,25}\b(?:say(?:s)? (?:so|yes)|agrees?|approves?|allows?|permits?|okays?|ok's)\b|\b(consents?|consented|approval|permission|approves?|approved|authori[sz]ation|authori[sz]ed|agreed to in writing|discretion)\b/;
const permissive =
  /\b(free to|may|can|is permitted to|are permitted|is allowed|are allowed|shall be (permitted|allowed)|will be (permitted|allowed)|has the right to|shall have the right to|is entitled to|allowed|permitted|yes|welcome|welcomed|accepted|acceptable)\b/;

const consentWaived =
  /\b(?:(?:need|needs|is|are|shall|will)\s+not|(?:does|do|will)\s+not\s+(?:need|have)\s+to)\s+(?:be\s+required\s+to\s+)?(?:obtain|get|seek|request|ask\s+for|have)\b[^.;]{0,30}\b(?:consent|approval|permission)\b|\b(?:consent|approval|permission)\b[^.;]{0,30}\b(?:is|shall\s+be|will\s+be)\s+not\s+(?:required|needed|necessary)\b|\bno\s+(?:consent|approval|permission)\s+(?:is\s+|shall\s+be\s+|will\s+be\s+)?(?:required|needed|necessary)\b/;

/** Words about exceptions the law requires or trivial ones, which leave a prohibition standing. */
const legalException =
  /\b(?:except(?:\s+for)?|other than|excluding|but not including|does not apply to|shall not apply to|not include|(?:this|which)[^.;]{0,20}restriction[^.;]{0,30}(?:apply|include))\b[^.;]{0,90}\b(?:service|assistance|support|guide|companion|seeing[- ]eye)\s+(?:animals?|dogs?)[^.;]*|\b(?:service|assistance|emotional support|support|guide)\s+animals?\b[^.;]*?(?:required|permitted|allowed|protected)[^.;]*by\s+(?:applicable\s+)?law|\b(?:service|assistance|support|guide|companion)\s+(?:animals?|dogs?)\s+(?:are|is)\s+not\s+(?:pets|considered pets|restricted|subject)[^.;]*|\bas required by (?:applicable )?law|\b(?:fish|aquarium)[^.;]{0,40}/g;

export function permissionOf(text: string, subject: RegExp): Permission | null {
  let t = text.toLowerCase().replace(legalException, ' ');
  if (!subject.test(t)) return null;
  // "GUESTS AND SUBLETTING: Guests may stay 14 days": the label names the topic, the sentence is about another.
  const body = /^[^:]{1,40}:\s*(.*)$/.exec(t)?.[1];
  if (body && body.split(/\s+/).length > 4 && !subject.test(body) && !/^(yes|no|none|not|allowed|permitted|prohibited|only|with|without)\b/.test(body))
    return null;
  // Label forms: "Pets: Yes", "Pets allowed: No", "Subletting: Not permitted".
  const label = /^[^:]{0,30}:\s*(yes|no|none|not allowed|not permitted|allowed|permitted|prohibited)\b([^.;]*)/.exec(t);
  if (label && label[2]!.split(/\s+/).length <= 8) {
    const asked = /\b(consent|approv|permission|authori[sz])/.test(label[2]!);
    if (/^(no|none|not)/.test(label[1]!) || label[1] === 'prohibited') return asked ? 'with_consent' : 'prohibited';
    return asked ? 'with_consent' : 'allowed';
  }
  // Only the parts of the clause about the subject count ("(d) no pets without consent; (e) not to sublet"), with a
  // condition that continues one ("..., which consent Landlord may withhold").
  const pieces = t.split(/;\s*|\.\s+|\s(?=\([a-z]\)\s)/);
  if (pieces.length > 1) {
    const scoped: string[] = [];
    pieces.forEach((p, i) => {
      if (!subject.test(p)) return;
      scoped.push(p);
      const next = pieces[i + 1]?.trim();
      if (next && /^(which|provided|unless|except|but|however|such|consent|any such|and such|if)\b/.test(next)) scoped.push(next);
    });
    if (scoped.length) t = scoped.join('; ');
  }
  // "may keep one cat; no other animals": a grant with limits is a grant.
  const granted =
    /\b(may|can|shall be permitted to|is permitted to|are permitted to|is allowed to|are allowed to|will be allowed to|has the right to)\s+(keep|have|own|bring|house|sublet|sublease|assign)\b/.test(
      t,
    );
  // A grant's limits and conditions ("no other animals", "provided that they do not cause a nuisance") refuse nothing.
  const negated = negation.test(
    granted ? t.replace(/\b(no|any|all)\s+other\b[^.;]*|\b(provided(?:\s+that)?|so\s+long\s+as|as\s+long\s+as|on\s+condition\s+that)\b[^.;]*/g, ' ') : t,
  );
  // "shall not allow any pet to disturb other residents": a rule for how, which grants and refuses nothing.
  if (
    negated &&
    /\b(disturb|nuisance|noise|noisy|bark|annoy|unattended|off[- ]leash|leash|clean up|waste|excrement|damage)\w*/.test(t) &&
    !/\b(keep|kept|have|bring|house|harbor|allowed on|permitted on|permitted in|allowed in)\b/.test(t)
  )
    return null;
  // "Owner will not give permission", "whether or not Lessor consents": a consent refused is no condition.
  const refused =
    /\b(not|never|no)\s+(?:\w+\s+){0,3}(give|grant|issue|provide)s?\s+(?:\w+\s+){0,2}(consent|permission|approval)|\b(consent|permission|approval)\b[^.;]{0,25}\b(will|shall|may)\s+not\s+be\s+(given|granted)|\bwhether\s+or\s+not\b[^.;]{0,30}\b(consent|approv|permi)|\beven with\b[^.;]{0,30}\b(consent|approval|permission)/.test(
      t,
    );
  // "need not obtain Landlord's consent", "no approval is required": a yes without a condition.
  const waived = consentWaived.test(t);
  if (waived && !negation.test(t.replace(new RegExp(consentWaived.source, 'g'), ' ')) && (permissive.test(t) || /\bfree to\b/.test(t))) return 'allowed';
  const conditional = consent.test(t) && !refused && !waived && !/\bconsent\b[^.;]{0,30}\b(not|never) (be )?required\b/.test(t);
  if (conditional) {
    // "may sublet without Landlord's consent": a yes that needs no consent.
    if (
      /\bwithout\s+(?:the\s+)?(?:need\s+for\s+|necessity\s+of\s+)?(?:landlord'?s?\s+|lessor'?s?\s+|owner'?s?\s+)?(?:prior\s+)?(?:written\s+)?(?:consent|approval)/.test(
        t,
      ) &&
      !negated
    )
      return 'allowed';
    return 'with_consent';
  }
  if (negated) return 'prohibited';
  if (permissive.test(t)) return 'allowed';
  return null;
}

function readPermission(clauses: Clause[], cues: Cues, heading: RegExp, subject: RegExp, against: RegExp | null): Decision<Permission> {
  const cands: Candidate<Permission>[] = [];
  for (const c of clauses) {
    const topic = topicScore(c, cues, heading);
    // A heading names the topic; it grants or refuses nothing.
    if (
      topic < 2 ||
      c.isHeading ||
      !/\b(shall|will|may|must|can|is|are|be|allowed|permitted|prohibited|forbidden|no|not|none|yes|requires?|required|need|needs|only|subject to|welcome|welcomed|accepted|free to)\b/.test(
        c.lower,
      )
    )
      continue;
    if (against?.test(c.lower)) continue;
    const p = permissionOf(c.norm, subject);
    if (!p) continue;
    // An exception to the rule ("Notwithstanding the foregoing, Tenant may assign to an Affiliate without
    // consent") is not the rule; the first statement in a section usually is.
    const exception = /\b(notwithstanding|affiliate|parent|subsidiary|merger|successor|permitted transfer|however|except that)\b/.test(c.lower);
    const first = !clauses[c.index - 1] || clauses[c.index - 1]!.heading !== c.heading || clauses[c.index - 1]!.isHeading;
    cands.push({ value: p, clauses: [c], score: topic + (p === 'with_consent' ? 0.5 : 0) + (first ? 0.5 : 0) - (exception ? 2 : 0) });
  }
  // A prohibition and a consent sentence in the same section make one conditional permission.
  for (const p of cands.filter((x) => x.value === 'prohibited')) {
    const c = p.clauses[0]!;
    const consentNear = cands.find((x) => x.value === 'with_consent' && x.clauses[0]!.heading === c.heading && Math.abs(x.clauses[0]!.index - c.index) <= 3);
    if (consentNear) {
      p.value = 'with_consent';
      p.clauses = c.index < consentNear.clauses[0]!.index ? [c, consentNear.clauses[0]!] : [consentNear.clauses[0]!, c];
    }
  }
  return decide(cands, 2);
}

const petCues: Cues = [
  [/\bpets?\b/, 2.5],
  [/\banimals?\b/, 2],
  [/\b(dogs?|cats?|birds?|reptiles?|kittens?|puppies)\b/, 2],
  [/\bpet (deposit|fee|rent)\b/, -0.5],
];

export function readPets(clauses: Clause[]): Decision<Permission> {
  // A rule about pets' behaviour ("pets must be leashed") is no permission; it still implies pets may be kept.
  return readPermission(clauses, petCues, /\bpets?\b|animal/, /\b(pets?|animals?|dogs?|cats?)\b/, /\bwild\s*life\b/);
}

const subletCues: Cues = [
  [/\bsub[- ]?let\w*|\bsub[- ]?leas\w*|\bsub-?tenan|\bunder-?let\w*/, 2.5],
  [/\bpart with (or share )?(the )?possession|\btake in (lodgers|boarders|roommates)|\b(re-?let|let) (the premises|the property|any part)/, 2.5],
  [/\bassign\w*\b/, 1.5],
  [/\bassign(?:ment of)?\s+(?:this|the)\s+(?:lease|agreement|tenancy)\b|\bassign\w*\s+(?:its|his|her|their|the tenant's|tenant's)\s+(?:interest|rights?)\b/, 1],
  [/\btransfer\b/, 0.5],
  [/\b(landlord|lessor|owner) (may|shall have the right to|has the right to) (assign|transfer|sell)/, -3],
  [/\bassigned parking|\bassigned space/, -3],
];

export function readSubletting(clauses: Clause[], defined: Map<string, string> = new Map()): Decision<Permission> {
  const subject =
    /\b(sub[- ]?let\w*|sub[- ]?leas\w*|under-?let\w*|assign\w*|transfer\w*|part with (or share )?(the )?possession|take in (lodgers|boarders|roommates))\b/;
  // A word the lease defines as an assignment or sublease ('"Transfer" means any assignment ...') is about them.
  const own = termsAbout(defined, /\bsub-?let|\bsub-?leas|\bassignment\b/);
  return readPermission(
    clauses,
    own ? [...subletCues, [own, 2.5]] : subletCues,
    /sub[- ]?let|sub[- ]?leas|assign|under-?let/,
    own ? new RegExp(`${subject.source}|${own.source}`) : subject,
    /\bassigns\b[^.]{0,40}\bsuccessors\b|\bsuccessors and (permitted )?assigns\b/,
  );
}
