// Shared by the check-in tests (check-in*.test.ts): a booked worker, the shift's code as its manager reads it, and
// the check-in and check-out requests (docs/product/attendance.md).
import { eq } from 'drizzle-orm';
import { createSession } from '../../src/server/auth/sessions';
import { shiftApplications, timesheets } from '../../src/server/db/schema';
import type { ShiftFormInput } from '../../src/shared/schemas/shifts';
import { client, expectStatus } from '../support/marketplace';
import { t } from './applications-app';
import { bookedWorker } from './bookings-fixtures';
import { at } from './clock';

export const MINUTE = 60 * 1000;

/** A worker booked now on a shift three days ahead (or as `shift` says), with the shift's code and its times. */
export async function bookedWithCode(shift: Partial<ShiftFormInput> = {}) {
  at(Date.now());
  const booked = await bookedWorker({ texts: false, shift });
  const codeBody = expectStatus(
    await client(t, booked.owner).get(`/api/shifts/${booked.shift.id}/check-in-code`),
    200,
  );
  return {
    ...booked,
    code: codeBody.code as string,
    end: new Date(booked.shift.endsAt).getTime(),
    wrongCode: codeBody.code === '0000' ? '1111' : '0000',
  };
}

/** Requests as `who` signed in at the clock's time (a session lasts 24 h; the tests move days ahead). */
export async function as(who: { userId: string }) {
  const session = await createSession(t.ctx.db, who.userId, { ip: null, userAgent: null }, t.ctx.now());
  return client(t, { token: session.token });
}

export const checkIn = async (who: { userId: string }, applicationId: string, code: string) =>
  (await as(who)).post(`/api/applications/${applicationId}/check-in`, { code });
export const checkOut = async (who: { userId: string }, applicationId: string) =>
  (await as(who)).post(`/api/applications/${applicationId}/check-out`);

export const bookingRow = async (id: string) =>
  (await t.ctx.db.select().from(shiftApplications).where(eq(shiftApplications.id, id)))[0]!;
export const timesheetsOf = (applicationId: string) =>
  t.ctx.db.select().from(timesheets).where(eq(timesheets.applicationId, applicationId));
