import type { EmailProvider, SendResult, SmsProvider } from './providers';

/**
 * A channel turned off on purpose (`SMS_PROVIDER=disabled` / `EMAIL_PROVIDER=disabled`). Every send fails, not
 * retryable, with a reason that says so: a production server without a provider used to "send" into the
 * development table and tell the user it had.
 */
const refused = (error: string): SendResult => ({ ok: false, error, retryable: false });

export const disabledSmsProvider: SmsProvider = {
  name: 'disabled',
  async send() {
    return refused('SMS is turned off on this server (SMS_PROVIDER=disabled).');
  },
};

export const disabledEmailProvider: EmailProvider = {
  name: 'disabled',
  async send() {
    return refused('E-mail is turned off on this server (EMAIL_PROVIDER=disabled).');
  },
};
