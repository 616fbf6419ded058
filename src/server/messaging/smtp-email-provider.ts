import nodemailer from 'nodemailer';
import type { EmailMessage, EmailProvider, SendResult } from './providers';

export type SmtpOptions = {
  /** smtp://user:pass@host:port or smtps://… (nodemailer connection URL). */
  url: string;
  from: string;
  /** Hard cap on one delivery, well under the delivery job's lease (60 s) so a slow send is never sent twice. */
  timeoutMs?: number;
};

/** E-mail through any SMTP server, pooled so the outbox's delivery jobs can send several at once. */
export function smtpEmailProvider(options: SmtpOptions): EmailProvider {
  const timeoutMs = options.timeoutMs ?? 30_000;
  // The Message-ID's right-hand side: the sender's domain, so ids of different deployments differ too.
  const domain = /@([^>\s]+)>?\s*$/.exec(options.from)?.[1] ?? 'talentbridge';
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
          // Every attempt at one outbox row carries the same Message-ID: a copy sent after a crash or a lost answer
          // is one message to the mail systems that recognise duplicates by it.
          ...(message.idempotencyKey ? { messageId: `<${message.idempotencyKey}@${domain}>` } : {}),
          ...calendarParts(message.attachments ?? []),
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

/**
 * A calendar invite goes as nodemailer's icalEvent: a text/calendar part with its METHOD (REQUEST or CANCEL) beside
 * the text and HTML, which mail clients show as an invitation (RFC 6047); other attachments as attachments
 * (docs/decisions/016-booking-emails.md).
 */
function calendarParts(attachments: NonNullable<EmailMessage['attachments']>) {
  const invite = attachments.find((a) => a.contentType.startsWith('text/calendar'));
  const others = attachments.filter((a) => a !== invite);
  const method = /method=([A-Z]+)/i.exec(invite?.contentType ?? '')?.[1]?.toUpperCase() ?? 'REQUEST';
  return {
    ...(invite ? { icalEvent: { method, filename: invite.filename, content: invite.content } } : {}),
    ...(others.length > 0
      ? {
          attachments: others.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
          })),
        }
      : {}),
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
