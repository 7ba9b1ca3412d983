import { count, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { waitlistEntries } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { emails } from '../../lib/mail/templates.js';
import { waitlistMessages } from '../../../common/waitlist.js';

/** Any constant works: it only has to be the same for every process that hands out positions. */
const POSITION_LOCK = 7_414_201;

/** Emails are stored trimmed and lower-cased; uniqueness is on lower(email) either way. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Adds an address to the waitlist and returns its position.
 *
 * Positions are max(position) + 1 under a transaction-scoped advisory lock rather than the column's
 * sequence: a sequence value is consumed even when the insert then fails on the unique email (also with
 * ON CONFLICT DO NOTHING), so duplicates would leave gaps. The lock serialises joins across processes and
 * the duplicate check runs inside it, so positions stay consecutive.
 */
export async function joinWaitlist(db: Database, rawEmail: string): Promise<{ position: number; email: string }> {
  const email = normalizeEmail(rawEmail);
  const position = await db
    .transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${POSITION_LOCK})`);
      const existing = await tx.execute<{ id: string }>(sql`select id from ${waitlistEntries} where lower(${waitlistEntries.email}) = ${email} limit 1`);
      if (existing.rows.length) throw duplicate();
      const inserted = await tx.execute<{ position: string | number }>(sql`
      insert into ${waitlistEntries} (email, position)
      select ${email}, coalesce(max(position), 0) + 1 from ${waitlistEntries}
      returning position`);
      return Number(inserted.rows[0]!.position);
    })
    .catch((err: unknown) => {
      // the unique index is the last line of defence if a writer ever skips the lock
      if (isUniqueViolation(err)) throw duplicate();
      throw err;
    });
  return { position, email };
}

/** Sends the confirmation; a mail failure is logged, not shown: the place on the list is already saved. */
export async function sendWaitlistConfirmation(deps: { mailer: Mailer; logger: Logger }, email: string, position: number): Promise<boolean> {
  try {
    await deps.mailer.send({ to: email, ...emails.waitlistConfirmation(position) });
    return true;
  } catch (err) {
    deps.logger.error({ err, to: email }, 'waitlist confirmation email failed');
    return false;
  }
}

export async function waitlistCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(waitlistEntries);
  return Number(row?.n ?? 0);
}

const duplicate = () => new AppError('conflict', waitlistMessages.duplicate, { field: 'email' });

function isUniqueViolation(err: unknown): boolean {
  for (let e: any = err; e; e = e.cause) if (e.code === '23505') return true;
  return false;
}
