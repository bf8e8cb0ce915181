// A real SMTP server on a free port (the smtp-server package) that keeps what it receives: the mail
// tests' and bench:mail's recipient.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** `port`: listen there (to bring a stopped server back on the address a test configured). */
export function startSmtp(options: { reject?: boolean; port?: number } = {}) {
  const received: { to: string[]; data: string }[] = [];
  // Answers to DATA wait for this; `hold()` lets a test keep a delivery in flight.
  let gate: Promise<void> = Promise.resolve();
  const server = new SMTPServer({
    authOptional: true,
    // A pooled client keeps its connection open: closing must not wait 30 s for it.
    closeTimeout: 500,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        void gate.then(() => {
          if (options.reject) return callback(new Error('mailbox unavailable'));
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      });
    },
  });
  return new Promise<{
    url: string;
    port: number;
    received: typeof received;
    /** Holds every answer to DATA until the returned function is called. */
    hold: () => () => void;
    close: () => Promise<void>;
  }>((resolve) => {
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({
        url: `smtp://127.0.0.1:${port}`,
        port,
        received,
        hold: () => {
          let release!: () => void;
          gate = new Promise((done) => (release = done));
          return release;
        },
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
