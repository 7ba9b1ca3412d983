import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import type { Logger } from '../logger.js';
import type { RenderedEmail } from './templates.js';

export interface OutgoingEmail extends RenderedEmail {
  to: string;
  replyTo?: string;
}

/** Every email the product sends goes through this interface. */
export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
}

const linkPattern = /https?:\/\/[^\s"'<>]+/g;

/** SMTP when SMTP_URL is set; otherwise the outbox table, with links logged for local development. */
export function createMailer(opts: { smtpUrl?: string; from: string; db: Database; logger: Logger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(email) {
        await transport.sendMail({ from: opts.from, ...email });
        opts.logger.info({ to: email.to, subject: email.subject }, 'email sent');
      },
    };
  }
  return {
    async send(email) {
      const links = [...new Set(email.text.match(linkPattern) ?? [])];
      await opts.db.insert(mailOutbox).values({ to: email.to, subject: email.subject, html: email.html, text: email.text, links });
      opts.logger.info({ to: email.to, subject: email.subject, links }, 'email stored in outbox (no SMTP_URL)');
    },
  };
}
