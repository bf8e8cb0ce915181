// The browser tests' mailbox (playwright.config.ts starts it beside the app): a real SMTP server
// the e2e app sends every mail to (its SMTP_URL), and a small HTTP server on which a test reads
// what arrived for an address: GET /mails?to=<address> answers the raw messages, oldest first;
// GET /health answers 200 once both listen. Plain stdout: nothing is logged.
import { createServer } from 'node:http';
import { startSmtp } from '../server/mail/smtp-sink';

const smtpPort = Number(process.env.E2E_SMTP_PORT);
const httpPort = Number(process.env.E2E_MAILBOX_PORT);
if (!smtpPort || !httpPort) throw new Error('E2E_SMTP_PORT and E2E_MAILBOX_PORT are required');

const smtp = await startSmtp({ port: smtpPort });
createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://mailbox.local');
  if (url.pathname === '/health') {
    response.writeHead(200).end('ok');
    return;
  }
  if (url.pathname !== '/mails') {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase() ?? '';
  const mails = smtp.received.filter((mail) => mail.to.some((address) => address === to));
  response
    .writeHead(200, { 'Content-Type': 'application/json' })
    .end(JSON.stringify(mails.map((mail) => mail.data)));
}).listen(httpPort, '127.0.0.1');
