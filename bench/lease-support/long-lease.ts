/**
 * Twenty-page leases for timing the extractor: a lease drafted by the evaluation generator (eval/leases/generate,
 * every form of both splits), rendered as plain text, followed by the riders a real lease carries (rules and
 * regulations, disclosures, a commercial lease's exhibits), in lines of at most 78 characters cut into pages of
 * about 3,000 characters (a typed, single-spaced lease page); the lease body starts and the riders start a page. The generated lease body is 1–2 pages, so most of the 20 pages are
 * riders: the boilerplate a real extractor must read past. The rider paragraphs come from the bank below, shuffled
 * per lease with their numbers varied, so no two leases carry the same pages.
 */
import { planSplit } from '../../eval/leases/generate/plan.js';
import { renderTxt, wrap } from '../../eval/leases/generate/render-text.js';
import { PAGE_SEPARATOR } from '../../server/modules/ingest/chunker.js';
import type { LeaseText } from '../../server/modules/leases/extract/types.js';
import { rng } from '../search-support/corpus.js';

const PAGE_CHARACTERS = 3000;
const WIDTH = 78;

/** {n} is a number varied per use ({$n} an amount in dollars); each paragraph is a rider clause as leases print them. */
const RESIDENTIAL_RIDER = [
  'NOISE. Residents shall not make or permit any disturbing noises in the building, nor play any musical instrument or sound equipment between the hours of {n}:00 p.m. and 8:00 a.m. in a manner that disturbs other residents.',
  'TRASH. All garbage and refuse shall be securely bagged and placed in the containers provided for that purpose. Bulk items shall not be left in hallways, stairwells or common areas and will be removed at the resident’s cost.',
  'PARKING. Each apartment is assigned {n} parking space(s). Vehicles that are inoperable, unregistered or parked in fire lanes, visitor spaces or another resident’s space may be towed at the owner’s expense without further notice.',
  'KEYS AND LOCKS. Locks shall not be changed or added without written permission. Replacement keys or access fobs cost {$n} each. All keys must be returned at move-out or the cost of re-keying will be charged.',
  'SMOKE AND CARBON MONOXIDE DETECTORS. The resident shall test each detector monthly, replace batteries as needed and report any malfunction at once. Disabling a detector is a material breach of these rules.',
  'MOLD AND MOISTURE. The resident shall keep the apartment clean and ventilated, use exhaust fans when bathing and cooking, wipe up standing water promptly and report any leak, moisture or visible mold within {n} hours.',
  'BED BUGS. The resident has inspected the apartment and is not aware of any infestation. The resident shall report any sign of bed bugs promptly and cooperate with inspection and treatment.',
  'LEAD-BASED PAINT DISCLOSURE. Housing built before 1978 may contain lead-based paint. The resident acknowledges receipt of the pamphlet "Protect Your Family From Lead in Your Home" and of any records available to the owner.',
  'WINDOW COVERINGS. Only white or off-white blinds or curtains may be visible from the exterior. Foil, sheets, paper or similar materials may not be used as window coverings.',
  'SATELLITE DISHES AND ANTENNAS. A dish or antenna no larger than one meter may be installed only within the area under the resident’s exclusive control, without penetrating the roof or exterior walls.',
  'MOVE-IN AND MOVE-OUT. Moves shall be scheduled with management at least {n} days in advance and take place between 9:00 a.m. and 5:00 p.m. Elevators shall be padded and hallways protected during moves.',
  'COMMON AREAS. Hallways, stairways and entrances shall not be obstructed or used for storage. Bicycles, strollers and personal items may be kept only in the storage rooms provided.',
  'LAUNDRY ROOM. Laundry facilities are for residents only and may be used between 7:00 a.m. and {n}:00 p.m. Machines shall be emptied promptly and the room left clean.',
  'BALCONIES AND PATIOS. No grills, open flames, laundry, carpets or storage shall be placed on balconies or patios. Plants shall be kept in containers with saucers so that water does not drip below.',
  'GUESTS. Guests may stay no more than {n} consecutive nights without written consent. The resident is responsible for the conduct of guests and for any damage they cause.',
  'INSURANCE. Residents are strongly encouraged to carry renter’s insurance of at least {$n},000 in personal liability. The owner’s insurance does not cover the resident’s belongings.',
  'ALTERATIONS. No painting, wallpaper, nails larger than picture hooks, fixtures, appliances or other alterations shall be made without written consent. The apartment shall be returned in its original condition.',
  'ENTRY. Management may enter the apartment upon {n} hours’ notice to inspect, make repairs or show it, and at any time without notice in an emergency.',
  'CRIME-FREE HOUSING. The resident, household members and guests shall not engage in criminal activity on or near the property. A single violation is a serious breach of the rules.',
  'SMOKING. Smoking of any substance is prohibited inside the apartment, on balconies and within {n} feet of any entrance, window or air intake.',
  'PLUMBING. Nothing other than toilet paper shall be flushed. The cost of clearing any stoppage caused by misuse shall be charged to the resident.',
  'HEATING. The resident shall keep the heat at no lower than {n} degrees Fahrenheit during the heating season to prevent frozen pipes, and shall report any loss of heat promptly.',
  'PACKAGES. Management may accept packages as a courtesy but is not responsible for loss or damage. Packages not collected within {n} days may be returned to the sender.',
  'FIRE SAFETY. Fire exits, corridors and stairways shall be kept clear at all times. Space heaters other than UL-listed electric heaters are prohibited.',
];
const COMMERCIAL_RIDER = [
  'COMMON AREA MAINTENANCE. Tenant shall pay its proportionate share of operating expenses, estimated monthly and reconciled within {n} days after the end of each calendar year, including cleaning, lighting, landscaping and security of the common areas.',
  'SIGNAGE. Tenant may install one exterior sign conforming to the sign criteria of the center, at its cost, after written approval of drawings. Tenant shall remove the sign and repair any damage at the end of the term.',
  'HVAC SERVICE. Tenant shall keep in force a service contract with a licensed contractor for quarterly inspection of the heating, ventilating and air conditioning units serving the premises and deliver a copy upon request.',
  'ESTOPPEL CERTIFICATES. Within {n} days after request, Tenant shall deliver a certificate stating that this Lease is in full force, the date to which rent is paid and any defaults claimed.',
  'SUBORDINATION. This Lease is subordinate to any mortgage now or later encumbering the property, provided the holder agrees not to disturb Tenant’s possession while Tenant is not in default.',
  'HAZARDOUS MATERIALS. Tenant shall not bring onto the premises any hazardous substance other than ordinary office and cleaning supplies in customary quantities, used in compliance with all laws.',
  'INSURANCE. Tenant shall maintain commercial general liability insurance with limits of not less than {$n},000,000 per occurrence, naming Landlord and its manager as additional insureds.',
  'CASUALTY. If the premises are damaged by fire or other casualty and cannot be restored within {n} days, either party may terminate this Lease by notice given within thirty days after the casualty.',
  'CONDEMNATION. If any part of the premises is taken by eminent domain so that the remainder is unsuitable for Tenant’s use, this Lease shall end on the date of taking and rent shall be apportioned.',
  'HOLDING OVER. If Tenant remains in possession after the term ends without a written agreement, it shall be a tenant at sufferance at {n}% of the rent last in effect.',
  'BROKERS. Each party represents that it has dealt with no broker in connection with this Lease other than the brokers named herein, and shall indemnify the other against any claim for commission.',
  'QUIET ENJOYMENT. So long as Tenant is not in default, Tenant shall peaceably hold and enjoy the premises without hindrance by Landlord or anyone claiming through Landlord.',
  'FORCE MAJEURE. Neither party shall be liable for delay caused by strikes, acts of God, governmental restrictions or other causes beyond its reasonable control, except for the payment of money.',
  'ACCESS. Landlord may enter the premises upon {n} hours’ notice during business hours to inspect, make repairs or show the premises to prospective lenders and purchasers.',
  'ALTERATIONS. Tenant shall make no structural alterations and no alterations costing more than {$n},000 without Landlord’s prior written consent, and all work shall be performed by licensed contractors.',
  'SURRENDER. At the end of the term Tenant shall surrender the premises broom clean and in good condition, reasonable wear and tear excepted, and remove its trade fixtures.',
  'LIENS. Tenant shall keep the property free of mechanics’ liens arising from work done for Tenant and shall discharge any such lien within {n} days after notice of its filing.',
  'FINANCIAL STATEMENTS. Within {n} days after request, not more than once a year, Tenant shall deliver its most recent annual financial statements certified by an officer.',
  'RULES OF THE CENTER. Tenant shall comply with the reasonable rules adopted by Landlord for the center, including hours of operation, deliveries through the service corridor and trash removal.',
  'PARKING. Tenant and its employees shall park only in the areas designated for employee parking, and Landlord may tow vehicles parked in customer spaces during business hours.',
  'WAIVER OF JURY TRIAL. The parties waive trial by jury in any action arising out of this Lease or Tenant’s use of the premises.',
  'NOTICES. Notices shall be in writing and delivered by hand, by nationally recognized overnight courier or by certified mail to the addresses first written above, and are effective on delivery or refusal.',
];

export interface LongLease {
  name: string;
  form: string;
  text: LeaseText;
  characters: number;
  bodyCharacters: number;
}

/** Lines into pages of about PAGE_CHARACTERS, broken between lines. */
function paginate(lines: string[]): string[] {
  const pages: string[] = [];
  let page: string[] = [];
  let size = 0;
  for (const line of lines) {
    if (size + line.length > PAGE_CHARACTERS && page.length) {
      pages.push(page.join('\n').trim());
      page = [];
      size = 0;
    }
    page.push(line);
    size += line.length + 1;
  }
  if (page.length) pages.push(page.join('\n').trim());
  return pages.filter(Boolean);
}

/** `count` leases of `pages` pages each, from both splits' leases in turn (every form), with their riders. */
export function longLeases(count: number, pages = 20, seed = 11): LongLease[] {
  const rand = rng(seed);
  const drafted = [...planSplit('dev', 'propwise-leases-1').docs, ...planSplit('train', 'propwise-leases-1').docs].filter((d) => d.kind === 'lease');
  const out: LongLease[] = [];
  for (let i = 0; i < count; i++) {
    const d = drafted[(i * 7) % drafted.length]!;
    const body = renderTxt(d.doc, WIDTH);
    const commercial = /^C/.test(d.form);
    const bank = commercial ? COMMERCIAL_RIDER : RESIDENTIAL_RIDER;
    const bodyPages = paginate(body.split('\n'));
    const riderPages: string[] = [];
    let lines: string[] = [];
    let rider = 0;
    let order: number[] = [];
    while (bodyPages.length + riderPages.length < pages) {
      // Each pass over the bank is a new exhibit with the paragraphs in a new order.
      if (rider % bank.length === 0) {
        order = bank.map((_, k) => k).sort(() => rand() - 0.5);
        const exhibit = rider / bank.length;
        lines.push(
          commercial
            ? `EXHIBIT ${String.fromCharCode(66 + exhibit)} - ADDITIONAL PROVISIONS`
            : `RULES AND REGULATIONS${exhibit ? ` (PART ${exhibit + 1})` : ''}`,
          '',
        );
      }
      const paragraph = bank[order[rider % bank.length]!]!.replace(/\{(\$?)n\}/g, (_, dollar: string) => `${dollar}${2 + Math.floor(rand() * 40)}`);
      lines.push(...wrap(`${(rider % bank.length) + 1}. ${paragraph}`, WIDTH), '');
      rider++;
      // Whole pages only: the last, partly filled one is completed by the next paragraphs.
      const cut = paginate(lines);
      if (cut.length > 1) {
        riderPages.push(...cut.slice(0, -1));
        lines = cut.at(-1)!.split('\n');
      }
    }
    const pageTexts = [...bodyPages, ...riderPages].slice(0, pages);
    let offset = 0;
    const leasePages = pageTexts.map((text, p) => {
      const page = { number: p + 1, text, charStart: offset };
      offset += text.length + PAGE_SEPARATOR.length;
      return page;
    });
    out.push({
      name: d.name,
      form: d.form,
      text: { title: d.title, fileName: `${d.name}.pdf`, pages: leasePages },
      characters: pageTexts.reduce((n, t) => n + t.length, 0),
      bodyCharacters: body.length,
    });
  }
  return out;
}
