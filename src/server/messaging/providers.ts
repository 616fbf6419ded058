/** What a provider answers for one message. Expected failures are results, not exceptions (STYLE). */
export type SendResult =
  | { ok: true; providerId: string }
  | {
      ok: false;
      error: string;
      /** worth retrying later (timeouts, 5xx) */ retryable: boolean;
      /** the request may have reached the provider and been accepted (e.g. it timed out awaiting the answer) */
      uncertain?: boolean;
    };

export type SmsSendOptions = {
  /**
   * The same key means the same message: a provider that saw it before does not send again (
   * a retry after a lost answer or a crash).
   */
  idempotencyKey?: string;
};

export interface SmsProvider {
  readonly name: string;
  send(to: string, body: string, options?: SmsSendOptions): Promise<SendResult>;
  close?(): Promise<void>;
}

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** E.g. a booking's .ics invite, contentType 'text/calendar; method=REQUEST' (docs/decisions/016-booking-emails.md). */
  attachments?: { filename: string; contentType: string; content: string }[];
  /**
   * The same key means the same message (an outbox row's, on every attempt): SMTP has no such thing, so it becomes
   * the Message-ID, by which mail systems recognise a copy; the `log` provider stores it once.
   */
  idempotencyKey?: string;
};

export interface EmailProvider {
  readonly name: string;
  send(message: EmailMessage): Promise<SendResult>;
  close?(): Promise<void>;
}
