/**
 * The readable form of a clause, for reading values (never for quoting): straight quotes and dashes, hyphenation
 * and line breaks undone, check boxes resolved ("[ ] Water [X] Gas" reads "Gas"), and OCR's letter-for-digit slips
 * in numbers and dates fixed ("$l,85O.OO" → "$1,850.00", "Apri1 l, 2O25" → "April 1, 2025").
 */
const monthNames = new Set(['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']);

/** Short words of leases and names' particles and suffixes: a run of short tokens made of these is text. */
const shortWords = new Set(
  (
    'a an the of to in on at by or and for per is be as it no if we us you our his her its my me he she they them am are was ' +
    'do does did not nor so up all any each own new one two six ten set off out may can pay due fee day via with from into than ' +
    'that this then them upon has had have will shall must use see end rent term unit apt ste st ave rd dr ln ct blvd hwy fl ' +
    'inc llc ltd co corp lp llp pc na jr sr mr mrs ms dr esq sq ft mo yr mi ok tv ' +
    // U.S. states' codes, which end addresses.
    'al ak az ar ca co ct de dc fl ga hi id il ia ks ky la md ma mn ms mt ne nv nh nj nm ny nc nd oh ok or pa ri sc sd ' +
    'tn tx ut vt va wa wv wi wy pr ' +
    'only also just even ever here there when what who whom whose why how yes say says said make made keep kept give gave ' +
    'take took get got put let lets go goes went come came need must both such some more most less few many much very well ' +
    'over back down near next last first once too same long full half week year time date days week each else done zero ' +
    'four five nine ' +
    'fix owe owes paid sign move out into onto lawn yard pet pets dog dogs cat cats bird fish key keys lock door wall roof ' +
    'heat gas cash bank card fees cost tax law laws act city town home flat room area park lot lots road way lane east west ' +
    'north south care work job jobs open shut own owns new old good bad fair safe late soon now then upon than'
  ).split(/\s+/),
);

/**
 * A scan of a page on a desk reads grain and shadows as runs of short nonsense tokens ("Ironwood Tax Advisors, Ltd.
 * J ioe en ee Ud Ee Ne Te a SRT"). Five or more short tokens in a row, most of them no word, are dropped.
 */
export function withoutNoise(s: string): string {
  const tokens = s.split(' ');
  const letters = (t: string) => t.toLowerCase().replace(/[^a-z]/g, '');
  const short = tokens.map((t) => /^[A-Za-z]{1,4}[.,;:!|)]?$|^[^A-Za-z0-9$%]{1,3}$/.test(t));
  const word = tokens.map((t) => shortWords.has(letters(t)) || leaseWords.has(letters(t)));
  // A short word as text has it ("keep", "Cost"): three or four letters with a vowel, in lower case or capitalised.
  const wordLike = tokens.map(
    (t, k) => word[k] || (/^(?:[A-Z][a-z]{2,3}|[a-z]{3,4})[.,;:]?$/.test(t) && /[aeiouy]/i.test(t) && /[^aeiouy.,;:]/i.test(t) && !/[aeiou]{3}/i.test(t)),
  );
  // Such a word of three letters or more ends a run of noise; "a", "by", "of" may sit inside one.
  const breaks = tokens.map((t, k) => !short[k] || (wordLike[k] && letters(t).length >= 3));
  const drop = new Array<boolean>(tokens.length).fill(false);
  for (let i = 0; i < tokens.length; ) {
    if (breaks[i] || word[i]) {
      i++;
      continue;
    }
    let j = i;
    while (j < tokens.length && !breaks[j]) j++;
    // The run ends at its last non-word (a word after it is text again).
    while (j > i && word[j - 1]) j--;
    const run = j - i;
    const nonWords = wordLike.slice(i, j).filter((w) => !w).length;
    if (run >= 5 && nonWords / run >= 0.7) for (let k = i; k < j; k++) drop[k] = true;
    i = Math.max(j, i + 1);
  }
  return drop.some(Boolean) ? tokens.filter((_, k) => !drop[k]).join(' ') : s;
}

/**
 * Words of leases a scan may misspell by one look-alike letter ("rnonth", "Un1t", "Iandlord"): a slip is mended only
 * into one of these, so a name or a code is left as it is.
 */
const leaseWords = new Set(
  (
    'month months monthly premises payment payments amount amounts term terms terminate terminated termination commence ' +
    'commencement commencing apartment agreement management maintain maintained maintenance permitted permission ' +
    'immediately number form common damage damages improvements from time same sum some them him whom room home homes ' +
    'item items remain remains remaining determine determined promptly firm company minimum maximum premium claim claims ' +
    'unit units suite lease leases leased landlord landlords tenant tenants lessee lessor resident residents rent rental ' +
    'late fee fees deposit security pet pets animal animals utilities utility electricity electric water internet sewer ' +
    'trash garbage gas initial option options renewal renew notice repairs repair sublet sublease assign assignment law ' +
    "laws state governed governing shall will all until installment landlord's tenant's lessee's lessor's " +
    'building property address city illinois florida california oregon ohio michigan ' +
    'yes no not allowed prohibited consent written writing days day mail apt flat floor limited liability inc llc ' +
    'on of or to in at by the and for from per one two ten all only option law will shall sole cost own if is be ' +
    'you your we us our may must commonwealth'
  ).split(/\s+/),
);

/** The spellings a token may stand for when a scan read 1, 0 or | for a letter, and I for l. */
function readings(w: string): string[] {
  let out = [''];
  for (const ch of w) {
    const options = ch === '1' || ch === '|' ? ['l', 'i'] : ch === '0' ? ['o'] : [ch];
    out = out.flatMap((o) => options.map((x) => o + x)).slice(0, 16);
  }
  return out;
}

/**
 * A scan's slips inside words: ligatures ("ﬁrst"), a digit for a letter ("shal1", "e1ectricity", "Un1t": a word of
 * letters with a 1 or 0 among them, read as the lease word it spells, else with l and o), "rn" for "m" and "I" for
 * "l" in lease words ("rnonth", "Iandlord").
 */
export function mendWords(s: string): string {
  return s
    .replace(/ﬀ/g, 'ff')
    .replace(/ﬁ/g, 'fi')
    .replace(/ﬂ/g, 'fl')
    .replace(/ﬃ/g, 'ffi')
    .replace(/ﬄ/g, 'ffl')
    .replace(/[\u00ad]/g, '')
    .replace(/\b[A-Za-z01]*[A-Za-z][A-Za-z01]*\b/g, (w) => {
      if (!/[01]/.test(w)) return w;
      // A lease word spelled with a digit ("sha11", "a1l", "0ption", "Landl0rd") is that word.
      const word = readings(w).find((r) => leaseWords.has(r.toLowerCase()));
      if (word) return word;
      const letters = w.replace(/[01]/g, '').length;
      const digits = w.length - letters;
      // A code ("B101", "1A", "Suite 2A1") keeps its digits; another word needs letters enough around them.
      if (letters < 3 || letters < 3 * digits || /^[A-Z]{1,3}[01]+$/.test(w) || /[01](?:st|nd|rd|th)$/i.test(w)) return w;
      return w.replace(/1/g, 'l').replace(/0/g, 'o');
    })
    .replace(/\b\w*rn\w*\b/gi, (w) => {
      const m = w.replace(/rn/g, 'm');
      return leaseWords.has(m.toLowerCase()) ? m : w;
    })
    .replace(/\bI[a-z]{2,}\b/g, (w) => {
      const l = `l${w.slice(1)}`;
      return !leaseWords.has(w.toLowerCase()) && leaseWords.has(l) ? l : w;
    });
}

/** Readable form of a piece of OCR'd or extracted text (not offset-preserving). */
export function readable(raw: string): string {
  let s = mendWords(raw)
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”„″]/g, '"')
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/\u00a0/g, ' ')
    // "secu-\nrity" → "security", but "month-\nto-month" keeps its hyphen.
    .replace(/([a-z])-[ \t]*\n[ \t]*(?!to-)([a-z])/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
  s = withoutNoise(s);
  // A scan's straight double quote for an apostrophe: 'sixty (60) days" written notice' → "days' written notice".
  s = s.replace(/\b(days?|months?|weeks?|hours?|years?)"(?=\s+(?:prior|written|advance|advanced|notice|rent|base rent)\b)/gi, "$1'");
  // Check boxes: an unticked option is not chosen ("[ ] Water"), a ticked one is ("[X] Gas" reads "Gas").
  if (/[[☐□☒☑■✓✔]|\(\s*[xX]?\s*\)/.test(s))
    s = s
      .replace(/(?:\[\s*\]|☐|□|\(\s\))\s*[^[\]☐□☒☑■✓✔(\n]*?(?=\s*(?:\[|☐|□|☒|☑|■|✓|✔|\(\s*[xX✓✔]?\s*\)|[.;]|$))/g, '')
      .replace(/\[\s*[xX✓✔√]\s*\]|☒|☑|■|✓|✔|\(\s*[xX]\s*\)/g, '')
      .replace(/\s{2,}/g, ' ');
  if (!/\d/.test(s)) return s;
  // OCR slips inside numbers: "$l,85O.OO" → "$1,850.00", "2O25" → "2025", "S1,850" → "$1,850", "1 ,850" → "1,850".
  s = s.replace(/(?<![A-Za-z])S(?=\d{1,3}(?:,\d{3})*(?:\.\d\d)?\b)/g, '$');
  s = s.replace(/(?<![A-Za-z])(\$\s?)?([0-9lIOo|]*\d[0-9lIOo|,.]*|[lIO|][0-9lIOo|,.]*\d[0-9lIOo|,.]*)(?![A-Za-z])/g, (m) =>
    m.replace(/[lI|]/g, '1').replace(/[Oo]/g, '0'),
  );
  s = s.replace(/\$[lI|](?=[\d,])/g, '$$1');
  s = s.replace(/(\d)\s+,\s*(\d{3})\b/g, '$1,$2').replace(/(\d),\s+(\d{3})\b/g, '$1,$2');
  s = s.replace(/\$\s+(\d)/g, '$$$1');
  // "$3.215.00" and "$3,215,00": a separator misread in money.
  s = s.replace(/(\$\d{1,3})\.(\d{3})\.(\d{2})(?!\d)/g, '$1,$2.$3').replace(/(\$\d{1,3}(?:,\d{3})*),(\d{2})(?![\d,])/g, '$1.$2');
  // "(3O)" and "l5th" style slips next to ordinals: "l5th" → "15th".
  s = s.replace(/\b[lI](\d)(st|nd|rd|th)\b/g, '1$1$2');
  s = s.replace(/\b[lI]st(?=\s+(?:day|of)\b)/g, '1st');
  // "Apri1", "0ctober", "Ju1y": a month's name with a digit for a letter.
  s = s.replace(/\b(?=[A-Za-z01]*[01])(?=[A-Za-z01]*[A-Za-z])[A-Za-z01]{3,9}\b/g, (w) => {
    const letters = w.replace(/1/g, 'l').replace(/0/g, 'o');
    return monthNames.has(letters.toLowerCase()) ? letters.replace(/^o/, 'O').replace(/^l/, 'I') : w;
  });
  // "March l, 2025": a lone l or I where a month's day should be.
  s = s.replace(/\b((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+)[lI|](?=\d?\s*,?\s*(?:19|20)\d\d)/gi, '$11');
  return s;
}
