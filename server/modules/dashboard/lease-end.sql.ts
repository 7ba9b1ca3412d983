/**
 * The day a lease ends as of a date, in SQL: the record's end date, or a later expiration that an amendment in
 * effect by then sets (an extension abstracted but not yet copied to the record). Used by the dashboard's counts
 * and its list of leases that ended without a renewal, which must agree.
 */
import { sql, type SQL } from 'drizzle-orm';

/** The term's value in use as text (a person's correction, else what was extracted), when it looks like a date. */
const termDate = (alias: string) =>
  sql.raw(
    `(case when (case when ${alias}.corrected then ${alias}.corrected_value else ${alias}.extracted_value end) #>> '{}' ~ '^\\d{4}-\\d{2}-\\d{2}$' ` +
      `then ((case when ${alias}.corrected then ${alias}.corrected_value else ${alias}.extracted_value end) #>> '{}')::date end)`,
  );

/**
 * `lateral (…) amended`: the latest expiration set by an amendment of lease `l` in effect on `today` (its effective
 * date, else the day it was added, on or before today), of amendments read at least once (as the terms service
 * reads them). Join it `on true` and read `amended.end_date`.
 */
export function amendedEndLateral(today: string): SQL {
  return sql`lateral (
    select max(${termDate('x')}) as end_date
    from lease_abstractions a
    join lease_abstraction_terms x on x.abstraction_id = a.id and x.key = 'expiration_date'
    left join lease_abstraction_terms e on e.abstraction_id = a.id and e.key = 'effective_date'
    where a.lease_id = l.id and a.workspace_id = l.workspace_id and a.kind = 'amendment' and a.extractor_version is not null
      and coalesce(${termDate('e')}, a.created_at::date) <= ${today}::date
  ) amended`;
}

/**
 * Whether lease `l`, as amended on `today`, has not ended before `today`: open-ended, its record's end date not
 * passed, or an amendment in effect setting an expiration on or after today. The same as `leaseEnd is null or
 * leaseEnd >= today` (the later of two dates is on or after a day when either is), without working out the amended
 * end of every lease whose record has not ended yet.
 */
export function runningOn(today: string): SQL {
  return sql`(l.end_date is null or l.end_date >= ${today}::date or exists (
    select 1
    from lease_abstractions a
    join lease_abstraction_terms x on x.abstraction_id = a.id and x.key = 'expiration_date'
    left join lease_abstraction_terms e on e.abstraction_id = a.id and e.key = 'effective_date'
    where a.lease_id = l.id and a.workspace_id = l.workspace_id and a.kind = 'amendment' and a.extractor_version is not null
      and coalesce(${termDate('e')}, a.created_at::date) <= ${today}::date and ${termDate('x')} >= ${today}::date))`;
}

/** A lease's end as of the date: open-ended stays open, else the later of the record's and the amendment's. */
export const leaseEnd = sql`(case when l.end_date is null then null else greatest(l.end_date, amended.end_date) end)`;

/**
 * A lease of `l` that counts: not terminated, and not a draft unless a signed lease document was read for it (the
 * record's workflow state lags behind the document). The same rule as the records answers' "in force".
 */
export const leaseCounts = sql`(l.status <> 'terminated' and (l.status <> 'draft' or exists (
  select 1 from lease_abstractions la where la.lease_id = l.id and la.workspace_id = l.workspace_id and la.kind = 'lease' and la.extractor_version is not null)))`;
