import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; subject: string; raw: string };
/** What the sink does with the n-th message (1-based): take it, refuse it (5xx), defer it (4xx), or hang. */
export type SmtpBehaviour = (n: number) => 'accept' | 'reject' | 'defer' | 'stall';

/** A real SMTP server (smtp-server) on a free local port, recording what it accepted. */
export async function startSmtpSink(
  behaviour: SmtpBehaviour = () => 'accept',
  options: { port?: number } = {},
) {
  const messages: ReceivedMail[] = [];
  let attempts = 0;
  let current = behaviour;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 100,
    onData(stream, session, callback) {
      const n = ++attempts;
      const outcome = current(n);
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        if (outcome === 'stall') return;
        if (outcome === 'reject')
          return callback(Object.assign(new Error('5.7.1 Message refused by policy'), { responseCode: 550 }));
        if (outcome === 'defer')
          return callback(Object.assign(new Error('4.3.0 Try again later'), { responseCode: 451 }));
        const subject = /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '';
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject,
          raw,
        });
        callback();
      });
    },
  });
  server.on('error', () => {});
  // A fixed port lets a test stop the server and bring it back where the app expects it.
  await new Promise<void>((r) => server.listen(options.port ?? 0, '127.0.0.1', () => r()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    attempts: () => attempts,
    /** New behaviour, counting messages from 1 again. */
    behave(next: SmtpBehaviour) {
      current = next;
      attempts = 0;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
