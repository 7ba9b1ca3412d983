/**
 * Hand-written lease passages for the extractor's tests, in several drafting styles (written for these tests, not
 * taken from any evaluation set): a plain-English residential lease, a commercial lease in legalese with a rent
 * table, a form with labels, a clause stating terms negatively, an OCR'd page with its slips, an amendment and a
 * document that is no lease.
 */
import type { LeaseText } from './types.js';

/** Pages joined the way the canonical text is (a blank line between pages). */
export function leaseText(pages: string[], fileName = 'document.pdf'): LeaseText {
  let offset = 0;
  return {
    title: fileName.replace(/\.[a-z]+$/i, ''),
    fileName,
    pages: pages.map((text, i) => {
      const page = { number: i + 1, text, charStart: offset };
      offset += text.length + 2;
      return page;
    }),
  };
}

export const plainResidential = `RESIDENTIAL LEASE AGREEMENT

This Residential Lease Agreement (the "Lease") is made on February 10, 2025, between Maple Grove Rentals LLC, a Colorado limited liability company ("Landlord"), and Priya Raman and Daniel Okafor (together, "Tenant").

1. PREMISES. Landlord leases to Tenant the apartment located at 2217 Juniper Avenue, Apt. 3C, Boulder, CO 80302 (the "Premises").

2. TERM. The term of this Lease is twelve (12) months, beginning on March 1, 2025 and ending on February 28, 2026.

3. RENT. Tenant shall pay rent of $1,950.00 per month, due on the first day of each month. If rent is not received within five (5) days after it is due, Tenant shall pay a late charge of $75.00.

4. SECURITY DEPOSIT. Upon signing this Lease, Tenant shall deposit with Landlord the sum of $1,950.00 as a security deposit.

5. UTILITIES. Landlord shall pay for water, sewer and trash collection. Tenant shall pay for all other utilities and services.

6. PETS. No pets shall be kept on the Premises without Landlord's prior written consent. If consent is given, Tenant shall pay a pet deposit of $400.00.

7. ASSIGNMENT AND SUBLETTING. Tenant shall not assign this Lease or sublet any part of the Premises.

8. MAINTENANCE AND REPAIRS. Landlord shall make all repairs needed to keep the Premises in good condition, except repairs of damage caused by Tenant or Tenant's guests.

9. NOTICE TO VACATE. Tenant shall give Landlord at least thirty (30) days' written notice of Tenant's intent to vacate at the end of the term.

10. GOVERNING LAW. This Lease is governed by the laws of the State of Colorado.`;

export const commercialLegalese = [
  `OFFICE LEASE

THIS OFFICE LEASE (this "Lease") is entered into as of the 15th day of January, 2024, by and between HARBORPOINT TOWER ASSOCIATES, L.P., a Delaware limited partnership (hereinafter referred to as "Landlord"), and NORTHWIND ANALYTICS, INC., a Washington corporation (hereinafter referred to as "Tenant").

ARTICLE 1
BASIC LEASE PROVISIONS

1.1 Premises. Suite 1400 on the fourteenth floor of the building commonly known as 1600 Harborpoint Parkway, Seattle, Washington 98101, containing approximately 6,200 rentable square feet.

1.2 Term. Sixty (60) months, commencing on April 1, 2024 (the "Commencement Date") and expiring at midnight on March 31, 2029 (the "Expiration Date"), unless sooner terminated as provided herein.

1.3 Base Rent. Tenant shall pay Base Rent in monthly installments in accordance with the following schedule:
Months 1 - 12        $15,500.00 per month
Months 13 - 24       $15,965.00 per month
Months 25 - 36       $16,443.95 per month
Months 37 - 48       $16,937.27 per month
Months 49 - 60       $17,445.39 per month

1.4 Security Deposit. Thirty-One Thousand and No/100 Dollars ($31,000.00).

1.5 Permitted Use. General office purposes and for no other purpose.`,
  `ARTICLE 4
RENT

4.3 Late Charge. If any installment of Rent is not received by Landlord within ten (10) days after the date due, Tenant shall pay to Landlord a late charge equal to five percent (5%) of the overdue amount.

ARTICLE 8
MAINTENANCE AND REPAIRS

8.1 Tenant's Obligations. Tenant shall, at Tenant's sole cost and expense, keep and maintain the Premises and every part thereof in good order, condition and repair.

8.2 Landlord's Obligations. Landlord shall maintain the roof, foundation and structural portions of the Building.

ARTICLE 9
UTILITIES

Tenant shall pay directly to the provider for all electricity, gas, telephone and data services furnished to the Premises. Landlord shall furnish water and sewer service and trash removal as part of Operating Expenses.

ARTICLE 12
ASSIGNMENT AND SUBLETTING

Tenant shall not assign, transfer or encumber this Lease or sublet all or any portion of the Premises without the prior written consent of Landlord, which consent shall not be unreasonably withheld, conditioned or delayed.

ARTICLE 15
OPTION TO EXTEND

Provided no Event of Default exists, Tenant shall have two (2) options to extend the Term for a period of five (5) years each (each, an "Extension Term"). Tenant shall exercise each option by delivering written notice to Landlord not less than one hundred eighty (180) days prior to the expiration of the then current Term.

ARTICLE 16
EARLY TERMINATION

Tenant may terminate this Lease effective as of the last day of the thirty-sixth (36th) month of the Term by giving Landlord not less than six (6) months' prior written notice and paying Landlord a termination fee of $48,000.00.

ARTICLE 22
MISCELLANEOUS

22.4 Governing Law. This Lease shall be governed by and construed in accordance with the laws of the State of Washington.

22.5 Animals. No animals shall be permitted in the Premises, except service animals as required by law.`,
];

export const labelledForm = `MONTH-TO-MONTH RENTAL AGREEMENT

Owner: Lakeshore Homes Inc.
Resident(s): Tomas Alvarez, Grace Alvarez
Property Address: 415 Birchwood Court, Madison, WI 53703
Unit: 2
Start Date: 06/01/2025
Monthly Rent: $1,275.00
Security Deposit: $1,275.00

Rent is due on the 1st of each month. A late fee of 10% of the monthly rent will be charged on rent received after the 3rd day of the month.

Residents may keep one cat. Residents may not sublease the home or any room in it.

Either party may end this tenancy by giving the other at least 28 days' written notice.

Residents pay for electricity, natural gas and internet. Owner pays water, sewer and garbage.

Residents are responsible for routine maintenance and minor repairs costing less than $100; the Owner is responsible for all other repairs.`;

export const negativeTerms = `SHORT-TERM LEASE

This Lease is entered into between Ridgeview Partners ("Lessor") and Alan Brooks ("Lessee") for the house at 77 Summit Road, Asheville, NC 28801.

The Lease term commences July 1, 2025 and terminates December 31, 2025. The rent is $2,400 per month.

No dogs, cats, birds or other animals of any kind shall be kept on the premises at any time, whether or not Lessor consents.

Lessee may not assign this Lease, sublet the premises or take in lodgers.

Lessee has no option to renew or extend this Lease.`;

/** An OCR'd page: letters read for digits in numbers, lines broken mid-sentence, a word hyphenated. */
export const ocrNoisy = `RESIDENTIAL LEASE
This Lease is made between Cedar Hollow
Properties LLC ("Landlord") and Megan Liu ("Tenant").
2. TERM. The term begins on Apri1 l, 2O25 and ends on March 3l, 2026.
3. RENT. Tenant shall pay monthly rent of $l,85O.OO on the first day of each
month. The security de-
posit is $l,85O.OO.
4. GOVERNING LAW. This Lease shall be governed by the laws of the State of
Oregon.`;

export const amendment = `FIRST AMENDMENT TO LEASE

This First Amendment to Lease (this "Amendment") is made and entered into as of December 1, 2025, by and between Maple Grove Rentals LLC ("Landlord") and Priya Raman and Daniel Okafor ("Tenant").

RECITALS

WHEREAS, Landlord and Tenant are parties to that certain Residential Lease Agreement dated February 10, 2025 (the "Lease") for the premises located at 2217 Juniper Avenue, Apt. 3C, Boulder, CO 80302; and

WHEREAS, the term of the Lease expires on February 28, 2026, and the parties desire to extend the term and modify the rent as set forth below.

NOW, THEREFORE, the parties agree as follows:

1. Extension. The term of the Lease is hereby extended for twelve (12) months, through February 28, 2027.

2. Rent. Effective March 1, 2026, the monthly rent shall be $2,025.00.

3. Ratification. Except as modified by this Amendment, the Lease remains unchanged and in full force and effect.`;

export const notALease = `INVOICE 20391

Bill to: Summit Landscaping Co.
Services: lawn mowing and hedge trimming, May 2025
Amount due: $640.00, payable within 30 days.
Thank you for your business.`;

/** A tenancy agreement whose duties are lists under "THE TENANT AGREES:" and "THE LANDLORD AGREES:". */
export const tenancyAgreement = `ASSURED SHORTHOLD STYLE TENANCY AGREEMENT

Date: 3 February 2025

Landlord: Westbrook Residential Holdings LLC of 400 Canal Street, Suite 200, Richmond, VA 23219

Tenant: Helen Marsh and Oliver Marsh

Property: 18 Larkspur Close, Richmond, VA 23221

Term: a fixed term of twelve months starting on 1 March 2025 and ending on 28 February 2026

Rent: $2,100 per calendar month payable in advance on the first day of each month

Deposit: $2,100, to be held by the Landlord as security for the Tenant's obligations

1. THE TENANT AGREES:
(a) to pay the Rent on the days and in the manner set out above;
(b) to pay for all gas, electricity and telephone or broadband services supplied to the Property during the tenancy;
(c) to keep the interior of the Property clean and in good condition, and to replace light bulbs and smoke alarm batteries;
(d) not to keep any animal at the Property without the Landlord's prior written consent;
(e) not to assign, sublet or part with possession of the Property or any part of it;
(f) to give the Landlord not less than one month's written notice before the end of the term if the Tenant intends to leave.

2. THE LANDLORD AGREES:
(a) to pay for water and sewer charges and refuse collection;
(b) to keep in repair the structure and exterior of the Property and the installations for the supply of water, gas, electricity, sanitation and heating;
(c) to return the Deposit within 45 days after the tenancy ends, less any lawful deductions.

3. LATE PAYMENT
If any Rent is more than 7 days late the Tenant shall pay a late charge of 5% of the overdue Rent.

4. RENEWAL
At the end of the fixed term the tenancy may be renewed for a further twelve months if both parties agree in writing.

5. LAW
This Agreement is governed by the laws of the Commonwealth of Virginia.`;

/** An industrial net lease: basic terms as labels, a yearly percentage increase, NNN duties, a law chosen by where the premises are. */
export const industrialNetLease = `INDUSTRIAL BUILDING LEASE (NET)

BASIC TERMS

Date of Lease: June 2, 2023
Lessor: Redstone Logistics Park I, LLC, a Nevada limited liability company
Lessee: Summit Freight Solutions, Inc., a Utah corporation
Premises: Building C, 7700 Industrial Loop, Reno, Nevada 89506, consisting of approximately 42,000 square feet
Lease Commencement: August 1, 2023
Lease Term: Sixty-Two (62) months
Base Rent: $29,400.00 per month, increasing three percent (3%) on each anniversary of the Lease Commencement
Security Deposit: $58,800.00

1. USE. Lessee shall use the Premises for warehousing and distribution of general merchandise and for no other purpose without Lessor's prior written consent.

2. TAXES, INSURANCE AND OPERATING EXPENSES. This is a net lease. Lessee shall pay, as Additional Rent, its share of real property taxes, insurance premiums and common area costs.

3. UTILITIES AND SERVICES. Lessee shall pay for all water, gas, heat, light, power, telephone, trash disposal and other utilities and services supplied to the Premises, together with any taxes thereon.

4. MAINTENANCE. (a) Lessee's Obligations. Subject to Paragraph 4(b), Lessee shall, at Lessee's sole expense, keep the Premises, including plumbing, electrical, HVAC, dock doors and interior walls, in good order, condition and repair. (b) Lessor's Obligations. Lessor shall, at Lessor's expense, repair the foundations, exterior walls and structural portions of the roof.

5. ASSIGNMENT AND SUBLETTING. Lessee shall not voluntarily or by operation of law assign, transfer, mortgage or encumber this Lease or any interest therein, and shall not sublet the Premises or any part thereof, without Lessor's prior written consent, which Lessor shall not unreasonably withhold.

6. DEFAULT. If Lessee fails to pay any Rent within five (5) days after written notice that the same is due, Lessee shall be in default. Any Rent not paid within ten (10) days after its due date shall bear a late charge equal to six percent (6%) of the amount overdue.

7. OPTION TO EXTEND. Lessor hereby grants to Lessee one (1) option to extend the Lease Term for an additional period of sixty (60) months, which option shall be exercised, if at all, by written notice delivered to Lessor not earlier than twelve (12) months nor later than six (6) months before the expiration of the Lease Term.

8. SURRENDER. Lessee shall, at the expiration of the Lease Term, surrender the Premises in good condition, ordinary wear and tear excepted.

9. GENERAL PROVISIONS. This Lease shall be governed by the laws of the State in which the Premises are located. Time is of the essence.`;

/** A fill-in form in the second person with check boxes. */
export const checkboxForm = `RENTAL AGREEMENT AND HOUSE RULES

Owner/Agent: Pinecrest Property Management, Inc. ("we", "us")
Resident(s): Marcus Bell ("you")
Rental Unit: 905 Alder Street, Unit 7, Eugene, OR 97401

TERM: [X] Fixed term beginning 09/01/2025 and ending 08/31/2026 [ ] Month-to-month beginning ________

RENT: You agree to pay $1,325.00 per month, due on the 1st. If we do not receive your rent by 5:00 p.m. on the 4th day of the month, you will owe a late charge of $65.00.

SECURITY DEPOSIT: You have paid a security deposit of $1,500.00.

UTILITIES: You are responsible for the following utilities: [X] Electricity [X] Gas [ ] Water [ ] Sewer [ ] Garbage [X] Internet/Cable. We pay the utilities not checked.

PETS: [ ] Pets are allowed [X] No pets are allowed [ ] Pets allowed only with our written approval

GUESTS AND SUBLETTING: Guests may stay up to 14 days per year. You may not sublet the unit or assign this agreement without our prior written permission.

MAINTENANCE: You will keep the unit clean and will pay for damage you or your guests cause. We will make repairs to the unit, its appliances and its plumbing, heating and electrical systems.

MOVING OUT: You must give us at least 30 days' written notice before you move out at the end of the term.

This agreement is governed by Oregon law.`;

/** A summary table whose rows have no colons ("Pets Not permitted"). */
export const summaryTable = `RESIDENTIAL RENTAL AGREEMENT

KEY TERMS
Landlord Harbor View Rentals LLC
Tenant Priya Shah
Property 61 Seabright Avenue, Santa Cruz, CA 95062
Unit 3
Term 12 months from October 1, 2025 to September 30, 2026
Monthly rent $2,450.00
Security deposit $2,450.00
Late fee $50.00 if rent is not received within 3 days after the due date
Pets Not permitted
Subletting Only with Landlord's prior written consent
Utilities paid by Tenant Electricity, gas and internet
Repairs Landlord, except damage caused by Tenant
Renewal option None
Governing law California

The Tenant agrees to the Key Terms above and to the rules attached.`;
