import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

export interface CapturedEmail {
  to: string[];
  subject: string;
  replyTo: string[];
  text: string;
  html: string;
  links: string[];
}

/**
 * A real SMTP server (smtp-server) on loopback that parses every message with mailparser, so tests see
 * exactly what a mail client would.
 */
export async function startSmtpCapture(listenPort = 0) {
  const messages: CapturedEmail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          const text = mail.text ?? '';
          const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) => a.value.map((v) => v.address!.toLowerCase()));
          const replyTo = mail.replyTo?.value.map((v) => v.address!.toLowerCase()) ?? [];
          messages.push({
            to,
            subject: mail.subject ?? '',
            replyTo,
            text,
            html: typeof mail.html === 'string' ? mail.html : '',
            links: text.match(/https?:\/\/[^\s"'<>]+/g) ?? [],
          });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    /** Waits (up to 5 s) for a message to the address whose subject matches. */
    async waitFor(to: string, subject?: RegExp, timeoutMs = 5000): Promise<CapturedEmail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((m) => m.to.includes(to.toLowerCase()) && (!subject || subject.test(m.subject)));
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(
            `No email to ${to}${subject ? ` matching ${subject}` : ''} (got: ${messages.map((m) => `${m.to}: ${m.subject}`).join('; ') || 'none'})`,
          );
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;
