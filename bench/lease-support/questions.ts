/**
 * The portfolio questions the benchmark asks (the issue's examples and their neighbours, naming a property, a unit
 * and a tenant of the seeded portfolio), each beside its baseline: the plain SQL statement closest to it, straight
 * on the database, with no parsing, no amendments applied, no citations and no log. The ratio of the two is what
 * the product's work costs over the database's.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { PortfolioPlan } from './portfolio-plan.js';

export interface BenchQuestion {
  question: string;
  baseline: SQL;
}

const valueInUse = sql.raw(`(case when x.corrected then x.corrected_value else x.extracted_value end)`);

/** Leases whose lease document states `key`, with the value in use (the nearest SQL to a term condition). */
const termRows = (workspaceId: string, key: string, where: SQL) => sql`
  select l.id, ${valueInUse} as value, p.name as property, u.label as unit
  from lease_abstraction_terms x
  join lease_abstractions a on a.id = x.abstraction_id and a.kind = 'lease'
  join leases l on l.id = a.lease_id
  join properties p on p.id = l.property_id
  left join units u on u.id = l.unit_id
  where x.workspace_id = ${workspaceId} and x.key = ${key} and ${where}`;

export function benchQuestions(plan: PortfolioPlan, workspaceId: string, today: string): BenchQuestion[] {
  const in90 = new Date(Date.parse(`${today}T00:00:00Z`) + 90 * 86_400_000).toISOString().slice(0, 10);
  const year = Number(today.slice(0, 4)) + 1;
  // The property with the most leases, a unit label many properties have, and the unit of an abstracted lease in force.
  const leasesAt = new Map<string, number>();
  for (const l of plan.leases) leasesAt.set(l.propertyId, (leasesAt.get(l.propertyId) ?? 0) + 1);
  const busiest = plan.properties.reduce((a, b) => ((leasesAt.get(b.id) ?? 0) > (leasesAt.get(a.id) ?? 0) ? b : a));
  const inForce = plan.leases.find((l) => l.status === 'active' && l.startDate <= today && l.endDate >= today && l.documents.length)!;
  const unit = plan.units.find((u) => u.id === inForce.unitId)!;
  const place = `${/^suite/i.test(unit.label) ? '' : 'unit '}${unit.label} at ${plan.properties.find((p) => p.id === inForce.propertyId)!.name}`;
  const unitLabel = '2B';
  return [
    {
      question: 'Which leases end in the next 90 days?',
      baseline: sql`select l.id, l.end_date, p.name, u.label from leases l join properties p on p.id = l.property_id
        left join units u on u.id = l.unit_id
        where l.workspace_id = ${workspaceId} and l.status <> 'terminated' and l.end_date between ${today}::date and ${in90}::date order by l.end_date`,
    },
    {
      question: 'Which tenants may keep pets?',
      baseline: termRows(workspaceId, 'pets', sql`${valueInUse} #>> '{}' in ('allowed', 'with_consent')`),
    },
    {
      question: `What is the total monthly rent at ${busiest.name}?`,
      baseline: sql`select sum(monthly_rent_cents), count(*) from leases where workspace_id = ${workspaceId} and property_id = ${busiest.id}
        and status = 'active' and start_date <= ${today}::date and end_date >= ${today}::date`,
    },
    { question: 'Which leases have a renewal option?', baseline: termRows(workspaceId, 'renewal_option', sql`${valueInUse} <> 'null'::jsonb`) },
    {
      question: `Who pays for repairs at unit ${unitLabel}?`,
      baseline: sql`select l.id, ${valueInUse} as value from units u join leases l on l.unit_id = u.id
        join lease_abstractions a on a.lease_id = l.id and a.kind = 'lease'
        join lease_abstraction_terms x on x.abstraction_id = a.id and x.key = 'repairs'
        where u.workspace_id = ${workspaceId} and lower(u.label) = lower(${unitLabel})`,
    },
    {
      question: 'How many units are vacant?',
      baseline: sql`select count(*) from units u where u.workspace_id = ${workspaceId} and u.status <> 'unavailable' and not exists (
        select 1 from leases l where l.unit_id = u.id and l.status = 'active' and l.start_date <= ${today}::date and l.end_date >= ${today}::date)`,
    },
    {
      question: `When does the lease for ${place} end?`,
      baseline: sql`select l.id, l.end_date from units u join leases l on l.unit_id = u.id
        where u.workspace_id = ${workspaceId} and u.property_id = ${inForce.propertyId} and u.label = ${unit.label}`,
    },
    {
      question: `Who is the tenant of ${place}?`,
      baseline: sql`select t.name from units u join leases l on l.unit_id = u.id and l.status = 'active' join lease_tenants lt on lt.lease_id = l.id
        join tenants t on t.id = lt.tenant_id where u.workspace_id = ${workspaceId} and u.property_id = ${inForce.propertyId} and u.label = ${unit.label}`,
    },
    { question: 'Which leases allow subletting?', baseline: termRows(workspaceId, 'subletting', sql`${valueInUse} #>> '{}' = 'allowed'`) },
    {
      question: `How many leases expire in ${year}?`,
      baseline: sql`select count(*) from leases where workspace_id = ${workspaceId} and status <> 'terminated'
        and end_date between ${`${year}-01-01`}::date and ${`${year}-12-31`}::date`,
    },
    {
      question: `What is the occupancy at ${busiest.name}?`,
      baseline: sql`select count(*) as units, count(*) filter (where exists (select 1 from leases l where l.unit_id = u.id and l.status = 'active'
        and l.start_date <= ${today}::date and l.end_date >= ${today}::date)) as occupied
        from units u where u.workspace_id = ${workspaceId} and u.property_id = ${busiest.id}`,
    },
    { question: 'Which tenants pay for water?', baseline: termRows(workspaceId, 'utilities_tenant', sql`${valueInUse} ? 'water'`) },
    {
      question: 'What is the average rent of commercial leases?',
      baseline: sql`select avg(l.monthly_rent_cents) from leases l join properties p on p.id = l.property_id
        where l.workspace_id = ${workspaceId} and p.type = 'commercial' and l.status = 'active'`,
    },
  ];
}
