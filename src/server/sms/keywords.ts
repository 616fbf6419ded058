// CTIA / Twilio standard opt-out, opt-in and help keywords (the Terms: "STOP to opt out, HELP for help"; docs/product/sms.md).
const STOP = new Set([
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'REVOKE',
  'OPTOUT',
  'OPT OUT',
]);
const START = new Set(['START', 'UNSTOP', 'YES']);
const HELP = new Set(['HELP', 'INFO']);

export type SmsKeyword = 'stop' | 'start' | 'help';

/** The keyword an inbound text is, ignoring case and surrounding or doubled spaces; null for ordinary text. */
export function smsKeyword(body: string): SmsKeyword | null {
  const word = body.trim().replace(/\s+/g, ' ').toUpperCase();
  if (STOP.has(word)) return 'stop';
  if (START.has(word)) return 'start';
  if (HELP.has(word)) return 'help';
  return null;
}
