/** Small wording helpers shared by the forms (each form still drafts its own sentences). */
import type { Utility } from '../../../../common/lease-terms.js';
import type { DraftedDoc } from '../doc.js';
import { fullAddress, type LeaseFacts } from '../facts.js';
import type { Rng } from '../rng.js';
import { countWords, type DateStyle, formatDate, formatMoney, type MoneyStyle } from '../words.js';

export interface Form {
  id: string;
  kind: 'residential' | 'commercial';
  /** One line for the README: what the form looks like. */
  description: string;
  draft(f: LeaseFacts, rng: Rng): DraftedDoc;
}

/** "A", "A and B", "A, B and C" (or with a serial comma). */
export function joinAnd(items: string[], serial = false): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')}${serial && items.length > 2 ? ',' : ''} and ${items.at(-1)}`;
}

export function styled(dateStyle: DateStyle, moneyStyle: MoneyStyle) {
  return {
    d: (iso: string) => formatDate(iso, dateStyle),
    m: (amount: number) => formatMoney(amount, moneyStyle),
  };
}

const UTILITY_WORDS: Record<Utility, string> = {
  water: 'water',
  electricity: 'electricity',
  gas: 'gas',
  trash: 'trash collection',
  internet: 'internet',
  sewer: 'sewer',
};
const ALL: Utility[] = ['electricity', 'gas', 'water', 'sewer', 'trash', 'internet'];

export const utilityWords = (u: Utility[]) => joinAnd(u.map((x) => UTILITY_WORDS[x]));
/** The utilities the tenant does not pay (the landlord's: a distractor list beside the tenant's). */
export const otherUtilities = (u: Utility[]) => ALL.filter((x) => !u.includes(x));

export const address = (f: LeaseFacts) => fullAddress(f.property);
export const days = (n: number) => countWords(n);
/** "five (5) years" for whole years, else "eighteen (18) months". */
export const period = (months: number) => (months % 12 === 0 ? `${countWords(months / 12)} year${months === 12 ? '' : 's'}` : `${countWords(months)} months`);
export const months = (n: number) => `${countWords(n)} month${n === 1 ? '' : 's'}`;
export const pct = (n: number) => `${n}%`;
