import type { NewsletterResult } from '../../../common/newsletter.js';
import type { Database } from '../../db/client.js';
import { newsletterSubscribers } from '../../db/schema/index.js';
import type { Logger } from '../../lib/logger.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { emails } from '../../lib/mail/templates.js';

/**
 * Stores the address once (the unique index on lower(email) turns a repeat in any letter case into a no-op)
 * and sends the confirmation only to new subscribers, so the form cannot be used to spam an inbox.
 */
export async function subscribe(deps: { db: Database; mailer: Mailer; logger: Logger }, email: string): Promise<NewsletterResult> {
  const inserted = await deps.db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing().returning({ id: newsletterSubscribers.id });
  if (inserted.length === 0) return { status: 'already_subscribed', confirmationSent: false };
  try {
    await deps.mailer.send({ to: email, ...emails.newsletterConfirmation() });
    return { status: 'subscribed', confirmationSent: true };
  } catch (err) {
    deps.logger.error({ err, subscriberId: inserted[0]!.id }, 'newsletter confirmation email failed');
    return { status: 'subscribed', confirmationSent: false };
  }
}
