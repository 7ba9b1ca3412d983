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
