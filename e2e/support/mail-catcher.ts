/**
 * The end-to-end mail server: a real SMTP server (smtp-server + mailparser) that the app sends to, with a
 * small HTTP endpoint so Playwright specs (other processes) can read what arrived.
 */
import { createServer } from 'node:http';
import { startSmtpCapture } from '../../server/test/smtp-capture.js';
import { ports } from './ports.js';

const smtp = await startSmtpCapture(ports.smtp);

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  if (url.pathname === '/health') return void res.end('ok');
  const to = url.searchParams.get('to')?.toLowerCase();
  const found = to ? smtp.messages.filter((m) => m.to.includes(to)) : smtp.messages;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(found));
}).listen(ports.mailHttp, '127.0.0.1', () => console.log(`mail catcher: smtp ${ports.smtp}, http ${ports.mailHttp}`));
