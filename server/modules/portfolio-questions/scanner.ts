/**
 * Reads a normalised question phrase by phrase: each matcher takes the words it understood, and what no matcher
 * took must be words that carry no meaning of their own (see FILLER). A question with any other word left is not
 * understood well enough to answer from the records, and goes to the documents instead.
 */
export class Scanner {
  private readonly used: boolean[];

  constructor(readonly text: string) {
    this.used = new Array<boolean>(text.length).fill(false);
  }

  isFree(start: number, end: number): boolean {
    for (let i = start; i < end; i++) if (this.used[i]) return false;
    return true;
  }

  take(start: number, end: number): void {
    for (let i = start; i < end; i++) this.used[i] = true;
  }

  /** Every match of `re` (global) over words no other matcher took; each is taken. */
  *each(re: RegExp): Generator<RegExpExecArray> {
    for (const m of this.text.matchAll(re)) {
      const end = m.index + m[0].length;
      if (m[0].length === 0 || !this.isFree(m.index, end)) continue;
      this.take(m.index, end);
      yield m as RegExpExecArray;
    }
  }

  /** Takes every match of `re` and says whether there was one. */
  takeAll(re: RegExp): boolean {
    let found = false;
    for (const _ of this.each(re)) found = true;
    return found;
  }

  /** Whether `re` matches words no matcher took, without taking them. */
  sees(re: RegExp): boolean {
    for (const m of this.text.matchAll(new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`)))
      if (this.isFree(m.index, m.index + m[0].length)) return true;
    return false;
  }

  /** The words no matcher took. */
  leftovers(): string[] {
    const words: string[] = [];
    let at = 0;
    for (const word of this.text.split(' ')) {
      if (word && !this.used.slice(at, at + word.length).every(Boolean)) words.push(word);
      at += word.length + 1;
    }
    return words;
  }

  /** The clause around a position: the words between the nearest "and", "but", "or", "while" or comma on each side. */
  clauseAround(at: number): { start: number; end: number } {
    const separators = [...this.text.matchAll(/\b(?:and|but|or|while|whereas|plus|also|as well as)\b/g)].map((m) => ({
      start: m.index,
      end: m.index + m[0].length,
    }));
    let start = 0;
    let end = this.text.length;
    for (const s of separators) {
      if (s.end <= at) start = Math.max(start, s.end);
      else if (s.start > at) end = Math.min(end, s.start);
    }
    return { start, end };
  }

  /** Matches of `re` inside [start, end) over free words, taken. */
  *within(re: RegExp, start: number, end: number): Generator<RegExpExecArray> {
    for (const m of this.text.slice(start, end).matchAll(re)) {
      const s = start + m.index;
      const e = s + m[0].length;
      if (!this.isFree(s, e)) continue;
      this.take(s, e);
      yield Object.assign(m, { index: s }) as RegExpExecArray;
    }
  }
}

/**
 * Words that say nothing a filter or an output needs: question words, auxiliaries, pronouns, articles,
 * prepositions, politeness, and the nouns that only name what is asked about (leases, tenants, units, properties).
 */
export const FILLER = new Set(
  (
    'a an the of for in at on to with within by from under into per as about across among than ' +
    'which what who whom whose where when how why whether ' +
    'is are was were be been being am do does did doing done have has had having will would shall should can could may might must ' +
    'i me my mine we us our ours you your yours they them their theirs it its this that these those there here he she his her ' +
    'all any every each some both either other others another ' +
    'and or also plus then so just only even still yet already ever currently presently right now today at present ' +
    'list show give tell find get see display name identify check let know please kindly want need like would ' +
    'lease leases leased leasing tenancy tenancies rental rentals agreement agreements contract contracts deal deals ' +
    'tenant tenants renter renters resident residents occupant occupants lessee lessees customer customers people person company companies ' +
    'unit units apartment apartments apt apts suite suites space spaces premises home homes place places ' +
    'property properties building buildings portfolio portfolios site sites location locations complex ' +
    'record records file files on-file system database ' +
    'many much number count total amount ' +
    'we manage managed own owned have hold holding held under our ' +
    'themselves themself itself before entirely completely altogether ' +
    'one ones exactly currently include includes including contain contains containing feature features offer offers grant grants coming ahead ' +
    'up out set going scheduled ' +
    'please thanks thank ' +
    'does do anyone anybody someone somebody everyone everybody ' +
    'there any'
  ).split(/\s+/),
);
