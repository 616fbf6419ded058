// Every SMS body the platform sends, in one list (docs/product/sms.md, "No links in texts"; ADR 012). A body built
// from user-written text (business names, positions, addresses, contacts, notes, a texted reply) must pass that text
// through smsSafeText; body-registry.test.ts feeds each builder hostile text and checks that no link, address, e-mail
// or phone number of it reaches the body, and scans the sources so that a file sending or queueing a text without
// an entry here fails.

import { REPLY_TEXTS } from '../booking/answer-offer-reply';
import { bookingEndedByBusinessSms } from '../booking/cancellation-notices';
import { replyFor } from '../booking/handle-inbound-sms';
import { noShowSms } from '../booking/no-show';
import { offerSms } from '../booking/offer-messages';
import { reminderTexts } from '../booking/reminders';
import type { ShiftRow } from '../booking/shift-dto';
import { invitationSms } from './favourites/invitation-sms';
import { verificationCodeSms } from './phone-verification/request-phone-verification';
import { shiftEditNotice } from './shifts/shift-edit-notices';
import { testSmsBody } from './sms/send-test-sms';

export type SmsBodyBuilder = {
  /** The files that send or queue this body (the send-site scan in body-registry.test.ts looks them up here). */
  sites: string[];
  /** False for a body with no user-written part (a code, a keyword answer): nothing to feed it. */
  userText: boolean;
  /** The body with every user-written input set to `text`. */
  build: (text: string) => string;
};

export const SAMPLE_ORIGIN = 'https://talentbridge.example';

/** A shift whose every user-written field is `text` (the contact phone is a form-checked US number). */
export function sampleShift(text: string): ShiftRow {
  const startsAt = new Date('2030-03-08T14:00:00Z');
  return {
    id: '00000000-0000-4000-8000-000000000001',
    managerId: '00000000-0000-4000-8000-000000000002',
    businessName: text,
    managerEmail: 'manager@talentbridge.example',
    positionTitle: text,
    locationAddress: text,
    shiftDate: '2030-03-08',
    startTime: '09:00:00',
    endTime: '17:00:00',
    overnight: false,
    timeZone: 'America/New_York',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 8 * 3_600_000),
    hourlyRateCents: 1800,
    breakMinutes: 30,
    dressCode: text,
    jobDescription: text,
    requirements: text,
    parkingInfo: text,
    contactPerson: text,
    contactPhone: '+13015550100',
    maxApplications: 1,
    nonSmokers: false,
    additionalInfo: text,
    status: 'open',
    acceptedCount: 1,
    autoBackfill: false,
    version: 1,
    favouritesFirstUntil: null,
    cancellationNote: text,
    createdAt: startsAt,
  };
}

const facts = (text: string) => ({ ...sampleShift(text), code: 'K7PM' });

export const SMS_BODY_BUILDERS: Record<string, SmsBodyBuilder> = {
  offer: {
    sites: ['src/server/booking/select-applicant.ts'],
    userText: true,
    build: (text) => offerSms(sampleShift(text), 'Mar 8, 8:00 AM', SAMPLE_ORIGIN, 'K7PM'),
  },
  invitation: {
    sites: ['src/server/features/favourites/invite-favourites.ts'],
    userText: true,
    build: (text) => invitationSms(sampleShift(text), SAMPLE_ORIGIN),
  },
  ...Object.fromEntries(
    (['day', 'confirm', 'arrival'] as const).map((name) => [
      `reminder-${name}`,
      {
        sites: ['src/server/booking/reminders.ts'],
        userText: true,
        build: (text: string) => reminderTexts(name, sampleShift(text), SAMPLE_ORIGIN).sms,
      },
    ]),
  ),
  ...Object.fromEntries(
    (['removed', 'cancelled'] as const).map((cause) => [
      `booking-ended-${cause}`,
      {
        sites: ['src/server/booking/cancellation-notices.ts'],
        userText: true,
        build: (text: string) =>
          bookingEndedByBusinessSms(sampleShift(text), cause, 2500, SAMPLE_ORIGIN, text),
      },
    ]),
  ),
  'no-show': {
    sites: ['src/server/booking/cancellation-notices.ts'],
    userText: true,
    build: (text) => noShowSms(sampleShift(text), SAMPLE_ORIGIN),
  },
  'shift-edit': {
    sites: ['src/server/features/shifts/edit-shift.ts'],
    userText: true,
    build: (text) =>
      shiftEditNotice(
        sampleShift(text),
        [
          { field: 'businessName', before: text, after: text },
          { field: 'contactPerson', before: text, after: text },
        ],
        { booked: true, material: true, offerExpiresAt: null },
        SAMPLE_ORIGIN,
      ).sms,
  },
  'sms-test': {
    sites: ['src/server/features/sms/send-test-sms.ts'],
    userText: true,
    build: (text) => testSmsBody(text, 'March 8, 2030'),
  },
  'reply-booked': {
    sites: ['src/server/booking/answer-offer-reply.ts'],
    userText: true,
    build: (text) => REPLY_TEXTS.booked(facts(text)),
  },
  'reply-declined': {
    sites: ['src/server/booking/answer-offer-reply.ts'],
    userText: true,
    build: (text) => REPLY_TEXTS.declined(facts(text)),
  },
  'reply-confirmed': {
    sites: ['src/server/booking/answer-offer-reply.ts'],
    userText: true,
    build: (text) => REPLY_TEXTS.confirmed([facts(text), facts(text)]),
  },
  'reply-refused': {
    sites: ['src/server/booking/answer-offer-reply.ts'],
    userText: true,
    build: (text) => REPLY_TEXTS.refused(facts(text), 'This offer has expired.'),
  },
  'reply-several': {
    sites: ['src/server/booking/answer-offer-reply.ts'],
    userText: true,
    build: (text) => REPLY_TEXTS.several(2, [facts(text), facts(text)]),
  },
  'reply-wrong-code': {
    sites: ['src/server/booking/answer-offer-reply.ts'],
    userText: true,
    build: (text) => REPLY_TEXTS.wrongCode(text, [facts(text)]),
  },
  'phone-code': {
    sites: ['src/server/features/phone-verification/request-phone-verification.ts'],
    userText: false,
    build: () => verificationCodeSms('123456'),
  },
  'keyword-reply': {
    sites: ['src/server/booking/handle-inbound-sms.ts'],
    userText: false,
    build: () =>
      ['stop', 'start', 'help']
        .map((k) => replyFor({ config: { SUPPORT_EMAIL: 'help@talentbridge.example' } }, k as 'stop'))
        .join('\n'),
  },
};
