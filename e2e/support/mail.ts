import { expect } from '@playwright/test';
import { mailUrl } from './ports.js';
import type { CapturedEmail } from '../../server/test/smtp-capture.js';

/** Waits for an email to `to` whose subject matches, as received by the real SMTP server. */
export async function waitForEmail(to: string, subject: RegExp): Promise<CapturedEmail> {
  let found: CapturedEmail | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (await fetch(`${mailUrl}/?to=${encodeURIComponent(to)}`)).json()) as CapturedEmail[];
        found = messages.reverse().find((m) => subject.test(m.subject));
        return Boolean(found);
      },
      { timeout: 10_000, message: `email to ${to} matching ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** The first link in the email whose URL contains `part`. */
export function linkIn(email: CapturedEmail, part: string): string {
  const link = email.links.find((l) => l.includes(part));
  if (!link) throw new Error(`No link containing ${part} in "${email.subject}": ${email.links.join(', ')}`);
  return link;
}
