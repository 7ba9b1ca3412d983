/**
 * A large, realistic-looking corpus for the search benchmark: lease and contract documents built by recombining
 * real contract sentences (the CUAD development contracts) with generated lease facts (parties, addresses, rent,
 * dates, deposits, notice periods), so full-text terms and embeddings have the spread of real documents.
 * Deterministic for a given seed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contractNames, CUAD_DIR } from './cuad-subset.js';

export function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const streets = [
  'Elm Street',
  'Oak Avenue',
  'Maple Drive',
  'Harbor Road',
  'Mill Lane',
  'King Street',
  'Park Place',
  'Cedar Court',
  'Bay Boulevard',
  'Station Road',
  'Church Lane',
  'River Walk',
];
const cities = ['Springfield', 'Riverton', 'Lakewood', 'Fairview', 'Georgetown', 'Ashland', 'Clinton', 'Madison', 'Salem', 'Franklin'];
const firstNames = ['Maria', 'James', 'Aisha', 'Chen', 'Olga', 'David', 'Priya', 'Lucas', 'Fatima', 'Noah', 'Elena', 'Samuel'];
const lastNames = ['Garcia', 'Smith', 'Okafor', 'Wang', 'Ivanova', 'Brown', 'Patel', 'Silva', 'Haddad', 'Miller', 'Rossi', 'Cohen'];
const companies = [
  'Northwind Retail LLC',
  'Bluebird Cafe Inc.',
  'Summit Dental PC',
  'Ironwood Logistics Ltd',
  'Greenleaf Grocers',
  'Atlas Fitness LLC',
  'Harbor Books',
  'Pioneer Labs Inc.',
];
const headings = [
  '1. PREMISES',
  '2. TERM',
  '3. RENT',
  '4. SECURITY DEPOSIT',
  '5. USE OF PREMISES',
  '6. MAINTENANCE AND REPAIRS',
  '7. UTILITIES',
  '8. INSURANCE',
  '9. ASSIGNMENT AND SUBLETTING',
  '10. DEFAULT',
  '11. TERMINATION',
  '12. NOTICES',
  '13. GOVERNING LAW',
  '14. INDEMNIFICATION',
  '15. MISCELLANEOUS',
];
const docKinds = ['Lease Agreement', 'Commercial Lease', 'Lease Amendment', 'Service Agreement', 'Maintenance Contract', 'License Agreement', 'Renewal Notice'];

/** Real contract sentences (25–400 characters) from the CUAD texts. */
export function contractSentences(dir = CUAD_DIR): string[] {
  const out: string[] = [];
  for (const name of contractNames(dir)) {
    const text = readFileSync(join(dir, 'contracts', `${name}.txt`), 'utf8');
    for (const s of text.split(/(?<=[.;])\s+/)) {
      const t = s.replace(/\s+/g, ' ').trim();
      if (t.length >= 25 && t.length <= 400 && /[a-z]/.test(t)) out.push(t);
    }
  }
  return out;
}

export interface BenchDocument {
  title: string;
  chunks: Array<{ heading: string; text: string }>;
}

function pick<T>(rand: () => number, items: T[]): T {
  return items[Math.floor(rand() * items.length)]!;
}

function leaseFacts(rand: () => number) {
  const tenant = rand() < 0.5 ? `${pick(rand, firstNames)} ${pick(rand, lastNames)}` : pick(rand, companies);
  const address = `${1 + Math.floor(rand() * 400)} ${pick(rand, streets)}, ${pick(rand, cities)}`;
  const rent = (800 + Math.floor(rand() * 90) * 50).toLocaleString('en-US');
  const year = 2019 + Math.floor(rand() * 8);
  const month = pick(rand, ['January', 'March', 'May', 'July', 'September', 'November']);
  const notice = pick(rand, ['30', '60', '90']);
  return [
    `This Lease is made between Oak Street Properties LLC ("Landlord") and ${tenant} ("Tenant") for the premises at ${address}.`,
    `The term of this Lease begins on ${month} 1, ${year} and ends on ${month} 1, ${year + 1 + Math.floor(rand() * 4)}.`,
    `Tenant shall pay monthly rent of $${rent} on the first day of each month.`,
    `Tenant shall deposit $${(Number(rent.replace(/,/g, '')) * 2).toLocaleString('en-US')} as a security deposit.`,
    `Either party may terminate this Lease by giving ${notice} days' written notice to the other party.`,
    `Pets are ${rand() < 0.5 ? 'not permitted' : 'permitted with a deposit of $300'} on the premises.`,
    `This Lease shall be governed by the laws of the State of ${pick(rand, ['New York', 'California', 'Texas', 'Delaware', 'Illinois', 'Florida'])}.`,
  ];
}

/** `documents` documents of `chunksPerDocument` chunks (~900 characters each, under section headings). */
export function generateDocuments(count: number, chunksPerDocument: number, sentences: string[], seed = 7): BenchDocument[] {
  const rand = rng(seed);
  const docs: BenchDocument[] = [];
  for (let d = 0; d < count; d++) {
    const facts = leaseFacts(rand);
    const title = `${pick(rand, docKinds)} — ${facts[0]!.match(/premises at ([^.]+)\./)?.[1] ?? `Unit ${d}`}`;
    const chunks: BenchDocument['chunks'] = [];
    for (let c = 0; c < chunksPerDocument; c++) {
      let text = '';
      // Lease facts land in the first chunks, as in a real lease's opening sections.
      if (c < facts.length && rand() < 0.8) text = facts[c]! + ' ';
      while (text.length < 800) text += pick(rand, sentences) + ' ';
      chunks.push({ heading: headings[c % headings.length]!, text: text.trim() });
    }
    docs.push({ title, chunks });
  }
  return docs;
}

/** Questions and keyword searches a property manager would type; rotated through by the clients. */
export const benchQueries = [
  'When does the lease end?',
  'What is the monthly rent?',
  'How much is the security deposit?',
  'notice period to terminate',
  'Are pets allowed?',
  'Which law governs this agreement?',
  'Who is responsible for repairs and maintenance?',
  'Can the tenant sublet the premises?',
  'insurance requirements for the tenant',
  'What happens if the tenant defaults on rent?',
  'indemnification obligations',
  'Is there a renewal option?',
  'late payment fee',
  'utilities paid by landlord',
  'assignment without consent',
  'confidential information disclosure',
  'limitation of liability cap',
  'What is the effective date of the agreement?',
  'exclusivity and non-compete',
  'audit rights and records',
];
