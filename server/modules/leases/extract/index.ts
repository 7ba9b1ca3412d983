/**
 * Lease abstraction: reads the terms of a lease or amendment out of its text (see types.ts for the contract).
 * Bump EXTRACTOR_VERSION whenever what it extracts changes: abstractions made by an older version are redone,
 * and a person's corrections are kept (lease-terms.service.ts saveExtractedTerms).
 *
 * How (docs/decisions, lease extraction): the text is cut into clauses with offsets and section headings
 * (segment.ts); each term scores clauses by its topic's general vocabulary and headings, reads typed values out
 * of the best ones with the product's value readers (answers/offline: dates, amounts, durations, parties,
 * places), scores each candidate value by the cue words around it, and keeps the best supported value with the
 * clause it came from as evidence. A term no clause states clearly enough is not stated.
 */
import { amendmentTermKeys, type ExtractedTerm, type LeaseTermKey, leaseTermKeys, parseTermValue } from '../../../../common/lease-terms.js';
import { definedTerms } from './definitions.js';
import { type Decision, notStated } from './evidence.js';
import { amendmentEffectiveDate, documentKind, isRecital, leaseDateReference } from './kind.js';
import { readLateFee, readPetDeposit, readSecurityDeposit } from './money.js';
import { readEarlyTermination, readNoticeToVacate, readRenewalOption } from './options.js';
import { readAssignee, readParties } from './parties.js';
import { readPets, readSubletting } from './permissions.js';
import { readBuildingName } from './building.js';
import { readPremises } from './premises.js';
import { clearValueCache } from './quantities.js';
import { segment } from './segment.js';
import { readTermDates } from './term-dates.js';
import type { LeaseExtraction, LeaseText } from './types.js';
import { readGoverningLaw, readPermittedUse, stateName } from './law-and-use.js';
import { readRepairs } from './repairs.js';
import { readMonthlyRent } from './rent.js';
import { readRentSchedule } from './rent-schedule.js';
import { readUtilities } from './utilities.js';

export const EXTRACTOR_VERSION = '5';

export function extractLease(text: LeaseText): LeaseExtraction {
  clearValueCache();
  const doc = segment(text);
  const kind = documentKind(text.title, text.fileName, doc);
  const noReferences = { landlord: null, tenants: [], premisesAddress: null, unit: null, leaseDate: null, buildingName: null };
  if (kind === null) {
    return { kind: null, terms: leaseTermKeys.map((key) => ({ key, value: null, evidence: null, confidence: 0 })), references: noReferences };
  }
  const amendment = kind === 'amendment';
  const clauses = amendment ? doc.clauses.filter((c) => !isRecital(c)) : doc.clauses;
  const found: Partial<Record<LeaseTermKey, Decision<unknown>>> = {};

  const parties = readParties(doc.clauses);
  const premises = readPremises(doc.clauses);
  if (!amendment) {
    found.landlord = parties.landlord;
    found.tenants = parties.tenants;
    found.premises_address = premises.address;
    found.unit = premises.unit;
  } else {
    // An assignment changes who the tenant is.
    found.tenants = readAssignee(clauses);
  }

  const dates = readTermDates(clauses, { amendment });
  if (!amendment) found.commencement_date = dates.commencement;
  found.expiration_date = dates.expiration;
  found.term_months = amendment ? notStated : dates.termMonths;

  const rent = readMonthlyRent(clauses, amendment);
  const schedule = readRentSchedule(clauses, {
    commencement: dates.commencement.value,
    expiration: dates.expiration.value,
    initialRent: rent.decision.value,
  });
  found.rent_schedule = schedule.decision;
  // The initial rent is the schedule's first step when the lease has one.
  const first = schedule.steps[0];
  found.monthly_rent =
    first && rent.decision.value !== first.monthly_rent && schedule.steps.some((s) => s.monthly_rent === rent.decision.value)
      ? { value: first.monthly_rent, evidence: schedule.decision.evidence, confidence: schedule.decision.confidence }
      : // A rent table's row from the commencement states the initial rent, over an amount read from prose.
        schedule.opening && rent.decision.value !== schedule.opening.value && !amendment
        ? schedule.opening
        : rent.decision;
  const monthlyRent = (found.monthly_rent.value as number | null) ?? null;
  found.security_deposit = readSecurityDeposit(clauses);
  found.late_fee = readLateFee(clauses, monthlyRent);
  found.renewal_option = readRenewalOption(clauses);
  found.notice_to_vacate_days = readNoticeToVacate(clauses);
  found.early_termination = readEarlyTermination(clauses, monthlyRent);
  found.pets = readPets(clauses);
  found.pet_deposit = readPetDeposit(clauses);
  found.subletting = readSubletting(clauses, definedTerms(doc.clauses));
  found.repairs = readRepairs(clauses);
  found.utilities_tenant = readUtilities(clauses);
  found.permitted_use = readPermittedUse(clauses);
  found.governing_law = readGoverningLaw(clauses, { state: stateName(premises.state), clause: premises.stateClause });
  if (amendment) found.effective_date = amendmentEffectiveDate(doc.clauses);

  const keys = amendment ? amendmentTermKeys : leaseTermKeys;
  const terms: ExtractedTerm[] = keys.map((key) => {
    const d = found[key] ?? notStated;
    // Only a valid value with its passage is reported; anything else is not stated.
    const checked = d.value === null ? null : parseTermValue(key, d.value);
    if (!checked?.ok || checked.value === null || !d.evidence) return { key, value: null, evidence: null, confidence: 0 };
    return { key, value: checked.value, evidence: d.evidence, confidence: d.confidence };
  });
  return {
    kind,
    terms,
    references: amendment
      ? {
          landlord: parties.landlord.value,
          tenants: parties.tenants.value ?? [],
          premisesAddress: premises.address.value,
          unit: premises.unit.value,
          leaseDate: leaseDateReference(doc.clauses),
          buildingName: readBuildingName(doc.clauses, premises.stateClause),
        }
      : { ...noReferences, buildingName: readBuildingName(doc.clauses, premises.stateClause) },
  };
}
