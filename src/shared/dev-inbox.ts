/** One message a `log` provider "sent" (ARCHITECTURE §4: no configuration, dev inbox page). */
export type DevMessageDto = {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: string;
};

export type DevInboxDto = { messages: DevMessageDto[] };
