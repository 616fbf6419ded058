/** What a provider answers for one message. Expected failures are results, not exceptions (STYLE). */
export type SendResult =
  | { ok: true; providerId: string }
  | { ok: false; error: string; /** worth retrying later (timeouts, 5xx) */ retryable: boolean };

export interface SmsProvider {
  readonly name: string;
  send(to: string, body: string): Promise<SendResult>;
}

export type EmailMessage = { to: string; subject: string; text: string; html?: string };

export interface EmailProvider {
  readonly name: string;
  send(message: EmailMessage): Promise<SendResult>;
}
