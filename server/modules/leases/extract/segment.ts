/**
 * A lease's text as clauses: sentences and numbered items with exact offsets in their page (so a quote is the
 * page's own characters), each knowing the heading of the section it sits in ("SECURITY DEPOSIT", "7. Pets."), and
 * a readable form for reading values (line breaks and hyphenation undone, OCR's letter-for-digit slips in numbers
 * fixed). Values are read from the readable form; evidence always cites the raw span.
 */
import { chosenText, findBoxes } from './checkboxes.js';
import { headingLine, headingText, numberPrefixI, questionLine, rowLabel, splitPage } from './page-lines.js';
import { readable } from './readable.js';
import type { LeaseText, LeaseTextPage } from './types.js';

export interface Clause {
  /** Position in the document, 0-based. */
  index: number;
  page: LeaseTextPage;
  /** [start, end) in the page's text. */
  start: number;
  end: number;
  /** The page's characters, as they are. */
  text: string;
  /** Readable form: squashed whitespace, hyphenation undone, OCR digit slips fixed, straight quotes. */
  norm: string;
  /** `norm` lower-cased. */
  lower: string;
  /** The heading of the section the clause sits in, lower-cased ('' when none). */
  heading: string;
  /** A label before a colon that starts the clause ("Security Deposit: $500"), lower-cased ('' when none). */
  label: string;
  /** The clause is a heading itself ("5. SECURITY DEPOSIT."). */
  isHeading: boolean;
  /**
   * The clause comes right after its heading, which then labels it as a colon would ("1.4 Security Deposit.
   * $31,000.00."): `label` is the heading's words.
   */
  labelFromHeading: boolean;
}

export interface LeaseDocument {
  clauses: Clause[];
  /** Readable text of the first part of the document (title, preamble), for the kind and the parties. */
  opening: string;
  pages: LeaseTextPage[];
}

/** A short label before a colon: "Security Deposit:", "Tenant(s):", "Rent Due Date:". */

function labelOf(norm: string): string {
  const m = /^([A-Z][A-Za-z'() /&-]{1,40}?)\s*:\s*(?=\S)/.exec(norm.replace(numberPrefixI, '').replace(/^\(?[A-Za-z][.)]\s+/, ''));
  if (!m) return '';
  const words = m[1]!.trim().split(/\s+/);
  return words.length <= 5 ? m[1]!.trim().toLowerCase() : '';
}

/** A numbered clause whose title comes first: "5. Security Deposit. Tenant shall ..." / "4. RENT: Tenant ...". */
function inlineTitle(norm: string): string {
  const m = /^(?:(?:section|article)\s+)?\d{1,2}(?:\.\d{1,2})*[.)]?\s+(?:[-–—]\s*)?([A-Z][A-Za-z'’ ,/&-]{2,50}?)[.:-]\s/.exec(norm);
  if (!m) return '';
  const words = m[1]!.split(/\s+/);
  const capitalised = words.filter((w) => /^[A-Z&]/.test(w) || /^(of|and|or|to|the|for|in|on|by)$/.test(w)).length;
  return words.length <= 6 && capitalised === words.length ? m[1]!.toLowerCase() : '';
}

/**
 * A table's label cell, or a short label line, standing before its value on the next line: "Pets" / "Not
 * allowed", "Utilities paid by Tenant" / "Electricity, gas". Short, capitalised, no verb, no sentence.
 */
function cellLabel(norm: string): boolean {
  const t = norm.trim();
  if (t.length < 3 || t.length > 50 || !/^[A-Z]/.test(t) || /[.,;–-]$/.test(t) || /\d/.test(t)) return false;
  const words = t.replace(/:$/, '').split(/\s+/);
  return words.length <= 6 && !/\b(shall|will|may|must|is|are|was|were|be|been|pays?|agrees?|has|have|does|do|can|should)\b/i.test(t);
}

/** What the tenant or landlord agrees to in a list: "The Tenant agrees:" / "(b) not to keep any animals". */
const leadInParty =
  /\b((?:the\s+)?(?:tenants?|lessees?|residents?|renters?|occupants?|landlords?|lessors?|owners?)\b[^.:]{0,60}?\b(?:agrees?|covenants?|undertakes?|promises?|shall|will|must|is responsible|are responsible|is liable|are liable|pays?|is to pay|are to pay)\b[^.:]{0,40}?)\s*:\s*$/i;
/** An item of a list: led by "(a)", "a.", "1.", "3.1", a bullet, or a fragment starting in lower case. */
const listMarker = /^\s*(?:\(?[a-z0-9]{1,3}[.)]\s+|\d{1,2}\.\d{1,2}\.?\s+|[•·▪●◦*–-]\s+)/i;
/**
 * A heading that says whose duties follow ("THE TENANT'S OBLIGATIONS", "Obligations of the Lessee", "5. TENANT
 * AGREES"): its items ("3.2 To pay for gas and electricity", "Not to keep any animal") are that party's.
 */
const partyHeading =
  /^(?:the\s+)?(tenant|lessee|resident|renter|occupant|landlord|lessor|owner)(?:'s|s'|s)?\s+(?:obligations|covenants|responsibilities|duties|undertakings|agrees|covenants|undertakes|promises)\b|^(?:obligations|covenants|responsibilities|duties|undertakings)\s+of\s+(?:the\s+)?(tenant|lessee|resident|renter|occupant|landlord|lessor|owner)s?\b/;

export function segment(text: LeaseText): LeaseDocument {
  const clauses: Clause[] = [];
  let heading = '';
  let leadIn: { words: string; heading: string; fromHeading: boolean } | null = null;
  for (const page of text.pages) {
    const boxes = findBoxes(page.text);
    for (const span of splitPage(page.text, boxes)) {
      const raw = page.text.slice(span.start, span.end);
      let norm = readable(chosenText(page.text, span.start, span.end, boxes));
      const previousClause = clauses[clauses.length - 1];
      const isHeading =
        !span.row && norm.length <= 110 && (headingLine(norm) || questionLine(norm)) && !(previousClause?.isHeading && /:\s*$/.test(previousClause.norm));
      const title = isHeading ? headingText(norm) : inlineTitle(norm);
      // An item of the list a lead-in opened ("The Tenant agrees:" / "3.1 To pay ..."); under a party's heading
      // only an obligation's wording is one ("To pay ...", "not to keep ...").
      const itemText = norm.replace(listMarker, '');
      const isItem =
        leadIn !== null &&
        !isHeading &&
        (listMarker.test(norm) || /^[a-z]/.test(norm)) &&
        (!leadIn.fromHeading || /^(?:to|not|never)\s/i.test(itemText) || /^[a-z]/.test(itemText));
      // A numbered clause without a title starts a section with no heading; a titled one sets it.
      if (title) heading = title;
      else if (!isItem && /^\s*(?:(?:section|article)\s+\d{1,2}\b(?!\.\d)|\d{1,2}[.)]\s)/i.test(norm)) heading = '';
      let ownLabel = isHeading ? '' : labelOf(norm);
      const row = !isHeading && !ownLabel ? rowLabel(norm, span.row === true) : null;
      if (row) {
        // Read as "Label: value".
        ownLabel = row.toLowerCase();
        const rest = norm.trim().replace(numberPrefixI, '');
        norm = `${row}: ${rest.slice(row.length).trim()}`;
      }
      const newLine = previousClause?.page === page && /\n/.test(page.text.slice(previousClause.end, span.start));
      const fromCell =
        !isHeading && !ownLabel && newLine && previousClause!.isHeading === false && cellLabel(previousClause!.norm) && norm.length <= 200 && !cellLabel(norm);
      const labelFromHeading = !isHeading && !ownLabel && ((previousClause?.isHeading === true && heading !== '' && norm.length <= 160) || fromCell);
      const labelText = fromCell ? previousClause!.norm.replace(/:$/, '') : labelFromHeading ? heading : '';
      // A value read under its label reads as "Label: value" ("Pets: Not allowed").
      // A bare value under its label (no sentence of its own) reads as "Label: value" ("Pets: Not allowed").
      // A sentence with its own subject ("You take care of small repairs") is no bare value.
      if (
        labelText &&
        !/\b(shall|will|may|must|is|are|was|agrees?|pays?|has|have|can|does)\b/i.test(norm) &&
        !/^(?:you|we|they|it|he|she|the\s+(?:tenant|landlord|owner|lessee|lessor|resident|renter)s?|tenants?|landlords?|owners?|lessees?|lessors?|residents?|renters?)\s+[a-z]{2,}/i.test(
          norm,
        )
      )
        norm = `${labelText.charAt(0).toUpperCase()}${labelText.slice(1)}: ${norm}`;
      // Items of a list under "The Tenant agrees:" read with their subject ("Tenant agrees not to keep ...").
      if (leadIn && (isHeading || leadIn.heading !== heading)) leadIn = null;
      // Items under "The Tenant must not:" read with their lead-in ("The Tenant must not keep any animal").
      if (leadIn && isItem) norm = `${leadIn.words} ${itemText.charAt(0).toLowerCase()}${itemText.slice(1)}`;
      else if (leadIn && !isHeading) leadIn = null;
      const lead = /:\s*$/.test(norm) ? leadInParty.exec(norm) : null;
      if (lead) leadIn = { words: lead[1]!, heading, fromHeading: false };
      const party = isHeading ? partyHeading.exec(title) : null;
      if (party) {
        const who = (party[1] ?? party[2])!;
        leadIn = { words: `The ${who.charAt(0).toUpperCase()}${who.slice(1)} agrees`, heading, fromHeading: true };
      }
      clauses.push({
        index: clauses.length,
        page,
        start: span.start,
        end: span.end,
        text: raw,
        norm,
        lower: norm.toLowerCase(),
        heading,
        label: labelFromHeading ? labelText.toLowerCase() : ownLabel,
        isHeading,
        labelFromHeading,
      });
    }
  }
  const opening = clauses
    .slice(0, 40)
    .map((c) => c.norm)
    .join('\n')
    .slice(0, 4000);
  return { clauses, opening, pages: text.pages };
}
