/**
 * The dashboard's portfolio cards (issue 10), from the records: units, units occupied today (a lease in force
 * on them: signed, not terminated, today within its term as amended), open maintenance (no work orders exist yet,
 * so 0 until maintenance tracking arrives), and documents added this month.
 */
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { documents, units } from '../../db/schema/index.js';
import { portfolioSnapshot, termParts } from '../leases/portfolio-snapshot.js';
import { leaseCounts, runningOn } from './lease-end.sql.js';

export interface PortfolioCounts {
  totalUnits: number;
  occupiedUnits: number;
  /** Work orders arrive with maintenance tracking (a later issue); until then there are none to count. */
  openMaintenance: number;
  documentsThisMonth: number;
}

export async function portfolioCounts(db: Database, workspaceId: string, today: string, monthStart: Date): Promise<PortfolioCounts> {
  // Units and occupied units change only with the portfolio: worked out once per version of it (portfolio-snapshot.ts).
  const snapshot = await portfolioSnapshot(db, workspaceId);
  const [totalUnits, occupiedUnits, docRows] = await Promise.all([
    snapshot.memo('units', ['records'], async () => {
      const [row] = await db.select({ n: count() }).from(units).where(eq(units.workspaceId, workspaceId));
      return Number(row?.n ?? 0);
    }),
    snapshot.memo(`occupied-units:${today}`, ['records', ...termParts(['expiration_date'])], async () => {
      const result = await db.execute(sql`
        select count(distinct l.unit_id)::int as n
        from leases l
        where l.workspace_id = ${workspaceId} and l.unit_id is not null and ${leaseCounts}
          and l.start_date <= ${today}::date and ${runningOn(today)}`);
      return Number((result.rows[0] as { n: number } | undefined)?.n ?? 0);
    }),
    db
      .select({ n: count() })
      .from(documents)
      .where(and(eq(documents.workspaceId, workspaceId), gte(documents.createdAt, monthStart))),
  ]);
  return { totalUnits, occupiedUnits, openMaintenance: 0, documentsThisMonth: Number(docRows[0]?.n ?? 0) };
}
