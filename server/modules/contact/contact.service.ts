import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contactMessages } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { emails } from '../../lib/mail/templates.js';
import { contactLimits, contactMessagesText, type ContactMessage } from '../../../common/contact.js';

/** Namespace for the per-sender advisory lock (the second key is a hash of the address). */
const CONTACT_LOCK_NAMESPACE = 7_414_202;

export interface ContactDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  salesEmail: string;
}

/**
 * Stores a contact message and emails it to sales with reply-to set to the sender.
 *
 * The hourly limit per sender is counted from the stored messages (shared by every process), under a lock
 * per address so simultaneous submissions cannot all slip under it. If the email cannot be sent the message
 * is removed again and the sender is asked to retry, so sales never silently misses one.
 */
export async function submitContactMessage(deps: ContactDeps, input: ContactMessage) {
  const email = input.email.trim();
  const row = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CONTACT_LOCK_NAMESPACE}, hashtext(${email.toLowerCase()}))`);
    const window = await tx.execute<{ n: string | number; retry_after: string | number | null }>(sql`
      select count(*) as n,
             ceil(extract(epoch from (min(${contactMessages.createdAt}) + interval '1 hour' - now()))) as retry_after
      from ${contactMessages}
      where lower(${contactMessages.email}) = ${email.toLowerCase()}
        and ${contactMessages.createdAt} > now() - interval '1 hour'`);
    const { n, retry_after } = window.rows[0]!;
    if (Number(n) >= contactLimits.perHour) {
      const retryAfterSeconds = Math.max(1, Number(retry_after ?? 3600));
      throw new AppError('rate_limited', contactMessagesText.rateLimited(Math.ceil(retryAfterSeconds / 60)), { retryAfterSeconds });
    }
    const [inserted] = await tx
      .insert(contactMessages)
      .values({ name: input.name, email, company: input.company, subject: input.subject, message: input.message })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    return inserted!;
  });

  try {
    await deps.mailer.send({
      to: deps.salesEmail,
      replyTo: email,
      ...emails.contactNotification({ name: input.name, email, company: input.company, subject: input.subject, message: input.message }),
    });
  } catch (err) {
    deps.logger.error({ err, id: row.id }, 'contact notification email failed');
    await deps.db.delete(contactMessages).where(eq(contactMessages.id, row.id));
    throw new AppError('internal', 'We could not send your message right now. Please try again in a moment.');
  }
  return { id: row.id, receivedAt: row.createdAt.toISOString() };
}
