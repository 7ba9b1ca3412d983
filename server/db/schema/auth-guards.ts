import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/**
 * The last TOTP time-step accepted per user: a code is accepted once, and never a code older than the last one
 * (server/modules/auth/totp-replay.ts).
 */
export const totpLastStep = pgTable('totp_last_step', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  step: bigint('step', { mode: 'number' }).notNull(),
});

/**
 * Failed password sign-ins per account (lower-cased email, whether or not an account exists, so the answer
 * never tells which addresses have one), and when the next attempt from an unknown device may be made
 * (server/modules/auth/sign-in-throttle.ts). A successful sign-in deletes the row.
 */
export const signInThrottle = pgTable('sign_in_throttle', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
});
