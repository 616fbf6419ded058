import nodemailer from 'nodemailer';
import type { EmailProvider, SendResult } from './providers';

export type SmtpOptions = {
  /** smtp://user:pass@host:port or smtps://… (nodemailer connection URL). */
  url: string;
  from: string;
  /** Hard cap on one delivery, well under the outbox lease so a slow send is never sent twice. */
  timeoutMs?: number;
};

/** E-mail through any SMTP server, pooled so the outbox worker can deliver several at once. */
export function smtpEmailProvider(options: SmtpOptions): EmailProvider {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const transport = nodemailer.createTransport({
    url: options.url,
    pool: true,
    maxConnections: 5,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });

  return {
    name: 'smtp',
    async send(message): Promise<SendResult> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<SendResult>((resolve) => {
        timer = setTimeout(
          () =>
            resolve({
              ok: false,
              error: `SMTP send took longer than ${timeoutMs} ms`,
              retryable: true,
              uncertain: true,
            }),
          timeoutMs,
        );
      });
      const attempt = transport
        .sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        })
        .then(
          (info): SendResult => ({ ok: true, providerId: String(info.messageId ?? info.response ?? 'smtp') }),
        )
        .catch((error: unknown): SendResult => classify(error));
      try {
        return await Promise.race([attempt, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      transport.close();
    },
  };
}

/** RFC 5321: 5xx replies are permanent (the server refused the message), 4xx and network trouble transient. */
function classify(error: unknown): SendResult {
  const e = error as { responseCode?: number; response?: string; code?: string; message?: string };
  const text = e.response ?? e.message ?? String(error);
  if (e.responseCode && e.responseCode >= 500)
    return { ok: false, error: `SMTP refused: ${text}`, retryable: false };
  return { ok: false, error: `SMTP: ${text}`, retryable: true };
}
