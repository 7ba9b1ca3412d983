/**
 * Yes/no and list answers: whether a matching clause says no ("shall not", "may not", "no pets shall"), allows
 * it only with a condition ("without the Landlord's prior written consent"), and the items of a list
 * ("including a refrigerator, a stove and a dishwasher").
 */

import type { Polarity } from '../../../../common/answer-value.js';
export type { Polarity };

const negation =
  /\b(shall|may|will|must|can|could|should|does|do|is|are)\s+not\b|\b(cannot|can't|won't|shan't|mustn't|isn't|aren't)\b|\bnot\s+(be\s+)?(permitted|allowed|entitled|authori[sz]ed)\b|\b(prohibited|forbidden|disallowed)\b|\bno\s+(\w+\s+){0,3}(shall|may|will|is|are)\s+(be\s+)?(permitted|allowed|kept|made|granted|\w+ed)\b|^\s*no\s+\w+|\bneither\b[^.]*\bnor\b|\bin no event\b/i;
const condition =
  /\b(without\s+(the\s+)?(prior\s+)?(written\s+)?(consent|approval|permission)|unless|except|provided\s+that|subject\s+to|only\s+(if|with|upon))\b/i;

/** Reads a clause's answer to a "can/may/is there/does" question. */
export function clausePolarity(sentence: string, question: string): Polarity {
  // "Is there a pet clause?" asks whether a clause exists; a clause about pets answers yes even if it forbids pets.
  const existence =
    /^(is|are)\s+there\b|\b(clause|provision|section|covenant|restriction|requirement)s?\b/i.test(question.trim()) &&
    !/^(can|may|could|does|do|is\s+\w+\s+allowed|are\s+\w+\s+allowed)\b/i.test(question.trim());
  if (existence) return 'yes';
  if (!negation.test(sentence)) return 'yes';
  // "shall not sublet without the Landlord's consent" is a conditional yes.
  return condition.test(sentence) ? 'conditional' : 'no';
}

/** The items of a list in a sentence: after "include(s)", "following" or a colon; split on commas and "and". */
export function listItems(sentence: string): string[] {
  // Strongest list openers first: a colon, "the following", "include", then a plain "are".
  const leads = [/:\s*/, /\bfollowing\b\s*/i, /\b(?:includ(?:e|es|ed|ing)|consist(?:s|ing)? of|comprise(?:s|d)?)\b\s*:?/i, /\b(?:are|is)\b\s*/i];
  const m = leads.map((re) => re.exec(sentence)).find((x) => x);
  if (!m) return [];
  const tail = sentence.slice(m.index + m[0].length).replace(/[.;]\s*$/, '');
  const items = tail
    .split(/\s*(?:;|,|\band\/or\b|\band\b|\bor\b)\s*/)
    .map((s) =>
      s
        .replace(/^\s*(?:\(?[a-z0-9]{1,3}[.)]\s*|[-•·*]\s*)?(?:a|an|the|all|any)\s+/i, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((s) => s.length > 1 && s.split(' ').length <= 8);
  return items.length >= 2 ? items : [];
}
