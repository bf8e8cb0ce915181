// A real SMTP server for tests (the smtp-server package), on a free port, keeping what it receives.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export function startSmtp(options: { reject?: boolean } = {}) {
  const received: { to: string[]; data: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        if (options.reject) return callback(new Error('mailbox unavailable'));
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  return new Promise<{ url: string; received: typeof received; close: () => Promise<void> }>(
    (resolve) => {
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.server.address() as AddressInfo;
        resolve({
          url: `smtp://127.0.0.1:${port}`,
          received,
          close: () => new Promise((done) => server.close(() => done())),
        });
      });
    },
  );
}
