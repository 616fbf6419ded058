// Issue 10 items 19, 20 and 21 (text cleaning, shift dates): who sees contact details, avatar files on
// disk, and what a shift may say and when it may be.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManager, createTalent, uniqueEmail } from '../../src/server/db/factories/accounts';
import { addDays, createShift, dayFromToday, shiftInput } from '../../src/server/db/factories/shifts';
import { talentProfiles } from '../../src/server/db/schema';
import type { AvatarStorage } from '../../src/server/storage/avatar-storage';
import { createTestApp, type TestApp } from '../support/http';
import { client, expectStatus } from '../support/marketplace';

let t: TestApp;
type Manager = Awaited<ReturnType<typeof createManager>>;
type Talent = Awaited<ReturnType<typeof createTalent>>;
let manager: Manager;

beforeAll(async () => {
  t = await createTestApp({ APP_ORIGIN: 'https://talentbridge.test' });
  manager = await createManager(t.ctx);
});
afterAll(async () => {
  await t.close();
});

// Values that appear nowhere else, so finding them anywhere in a body means they leaked.
async function shiftWithContact() {
  const contact = {
    managerEmail: uniqueEmail('bookings'),
    contactPerson: 'Quentin Okonkwo-Vale',
    contactPhone: '(301) 555-0177',
  };
  const shift = await createShift(t.ctx, manager.userId, contact);
  return { shift, contact, contactDigits: '3015550177' };
}

async function applied(shiftId: string, phone = '(240) 555-0166') {
  const talent = await createTalent(t.ctx, { name: 'Ines Applicant', phone });
  const { application } = expectStatus(
    await client(t, talent).post(`/api/shifts/${shiftId}/applications`),
    201,
  );
  return { talent, applicationId: application.id as string };
}

const select = async (applicationId: string) =>
  expectStatus(await client(t, manager).post(`/api/applications/${applicationId}/select`), 200);

/** Every response a talent gets that could carry a shift. */
async function talentBodies(talent: Talent) {
  const c = client(t, talent);
  const bodies = [];
  for (const url of ['/api/applications/mine', '/api/shifts/open?limit=50', '/api/notifications'])
    bodies.push((await c.get(url)).body);
  return bodies.join('\n');
}

describe('item 20: contact details only once booked', () => {
  it('item 20: a talent who merely applied sees no manager e-mail, contact person or contact phone', async () => {
    const { shift, contact, contactDigits } = await shiftWithContact();
    const { talent } = await applied(shift.id);
    const bodies = await talentBodies(talent);
    expect(bodies).toContain(shift.positionTitle);
    expect(bodies).not.toContain(contact.managerEmail);
    expect(bodies).not.toContain(contact.contactPerson);
    expect(bodies).not.toContain(contactDigits);
    expect(bodies).not.toContain(manager.email);

    const mine = expectStatus(await client(t, talent).get('/api/applications/mine'), 200);
    expect(mine.applications[0].shift).toMatchObject({
      id: shift.id,
      managerEmail: null,
      contactPerson: null,
      contactPhone: null,
    });
  });

  it('item 20: once selected (and after accepting) the worker sees the contact details', async () => {
    const { shift, contact, contactDigits } = await shiftWithContact();
    const { talent, applicationId } = await applied(shift.id);
    await select(applicationId);
    const contactShown = {
      managerEmail: contact.managerEmail,
      contactPerson: contact.contactPerson,
      contactPhone: contactDigits,
    };
    let mine = expectStatus(await client(t, talent).get('/api/applications/mine'), 200);
    expect(mine.applications[0]).toMatchObject({ status: 'selected', shift: contactShown });

    expectStatus(await client(t, talent).post(`/api/applications/${applicationId}/accept`), 200);
    mine = expectStatus(await client(t, talent).get('/api/applications/mine'), 200);
    expect(mine.applications[0]).toMatchObject({ status: 'accepted', shift: contactShown });
  });

  it('item 20: a worker who declined the offer no longer sees the contact details', async () => {
    const { shift, contact } = await shiftWithContact();
    const { talent, applicationId } = await applied(shift.id);
    await select(applicationId);
    expectStatus(await client(t, talent).post(`/api/applications/${applicationId}/decline`), 200);
    const bodies = await talentBodies(talent);
    expect(bodies).toContain('declined');
    expect(bodies).not.toContain(contact.managerEmail);
    expect(bodies).not.toContain(contact.contactPerson);
  });

  it("item 20: the manager sees an applicant's e-mail and phone only once that applicant is selected", async () => {
    const { shift } = await shiftWithContact();
    const { talent, applicationId } = await applied(shift.id, '(240) 555-0155');
    const url = `/api/shifts/${shift.id}/applications`;

    let res = await client(t, manager).get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(talent.email);
    expect(res.body).not.toContain('2405550155');
    expect(res.json().applications[0].worker).toMatchObject({
      id: talent.userId,
      name: 'Ines Applicant',
      email: null,
      phone: null,
      hasPhone: true,
      skills: ['Server/Waitstaff', 'Food runner'],
    });
    expect(res.json().applications[0].worker.bio).toContain('brunch');

    await select(applicationId);
    res = await client(t, manager).get(url);
    expect(res.json().applications[0].worker).toMatchObject({
      email: talent.email,
      phone: '2405550155',
      hasPhone: true,
    });
  });

  it('item 20: the shift summary on the applications page still carries its own contact details for its manager', async () => {
    const { shift, contact } = await shiftWithContact();
    const body = expectStatus(await client(t, manager).get(`/api/shifts/${shift.id}/applications`), 200);
    expect(body.shift).toMatchObject({
      managerEmail: contact.managerEmail,
      contactPerson: contact.contactPerson,
    });
  });
});

// ---- item 19: avatar files ---------------------------------------------------------------------------------

const avatarDir = () => join(t.ctx.config.DATA_DIR, 'uploads', 'avatars');
const filesOf = (userId: string) => {
  try {
    return readdirSync(avatarDir()).filter((name) => name.startsWith(userId));
  } catch {
    return [];
  }
};
const storedKey = async (userId: string) =>
  (
    await t.ctx.db
      .select({ key: talentProfiles.avatarKey })
      .from(talentProfiles)
      .where(eq(talentProfiles.userId, userId))
  )[0]?.key;

let image: Buffer;
function multipart(bytes: Buffer) {
  const boundary = `----tbvis${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (talent: Talent) => {
  const body = multipart(image);
  return t.app.inject({
    method: 'POST',
    url: '/api/profiles/me/avatar',
    payload: body.payload,
    headers: { ...body.headers, cookie: `tb_session=${talent.token}` },
  });
};

/** Runs `fn` with the avatar storage swapped for `storage`, then puts the real one back. */
async function withStorage<T>(storage: (real: AvatarStorage) => AvatarStorage, fn: () => Promise<T>) {
  const real = t.ctx.services.avatars;
  t.ctx.services.avatars = storage(real);
  try {
    return await fn();
  } finally {
    t.ctx.services.avatars = real;
  }
}

describe('item 19: avatar files', () => {
  beforeAll(async () => {
    image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
  });

  it('item 19: five concurrent uploads by one user end with exactly one file on disk, the stored one', async () => {
    const talent = await createTalent(t.ctx);
    expect((await upload(talent)).statusCode).toBe(200);
    const results = await Promise.all(Array.from({ length: 5 }, () => upload(talent)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const key = await storedKey(talent.userId);
    expect(filesOf(talent.userId)).toEqual([key]);
  });

  it('item 19: a failed store leaves no partial file and keeps the old photo', async () => {
    const talent = await createTalent(t.ctx);
    expect((await upload(talent)).statusCode).toBe(200);
    const before = await storedKey(talent.userId);
    const res = await withStorage(
      (real) => ({
        ...real,
        // The disk fills up half-way: part of the file is written, then the write fails.
        put: async (key, bytes) => {
          await real.put(key, bytes.subarray(0, 10));
          throw new Error('ENOSPC: no space left on device');
        },
      }),
      () => upload(talent),
    );
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe('Could not upload photo. Please try again.');
    expect(await storedKey(talent.userId)).toBe(before);
    expect(filesOf(talent.userId)).toEqual([before]);
  });

  it('item 19: a failed commit removes the new file and keeps the old photo', async () => {
    const talent = await createTalent(t.ctx);
    expect((await upload(talent)).statusCode).toBe(200);
    const before = await storedKey(talent.userId);
    await t.ctx.db.execute(sql`
      CREATE FUNCTION refuse_avatar_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'storage commit refused'; END $$`);
    await t.ctx.db.execute(sql`
      CREATE TRIGGER refuse_avatar_change BEFORE UPDATE OF avatar_key ON talent_profiles
      FOR EACH ROW EXECUTE FUNCTION refuse_avatar_change()`);
    try {
      expect((await upload(talent)).statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await t.ctx.db.execute(sql`DROP TRIGGER refuse_avatar_change ON talent_profiles`);
      await t.ctx.db.execute(sql`DROP FUNCTION refuse_avatar_change()`);
    }
    expect(await storedKey(talent.userId)).toBe(before);
    expect(filesOf(talent.userId)).toEqual([before]);
  });
});

// ---- item 21: text cleaning and shift dates -----------------------------------------------------------------

const postShift = (overrides: object) =>
  client(t, manager).post('/api/shifts', { ...shiftInput({}, t.ctx.now()), ...overrides });

describe('item 21: shift text and dates', () => {
  it('item 21: bidi controls do not survive into a stored shift', async () => {
    const res = await postShift({
      businessName: 'Harbor \u202Egnp.exe\u202C Bistro',
      positionTitle: '\u2066Host\u2069\u200F',
      jobDescription: 'Greet guests\u061C.\nSeat \u202Dthem\u202C.',
    });
    const { shift } = expectStatus(res, 201);
    expect(shift.businessName).toBe('Harbor gnp.exe Bistro');
    expect(shift.positionTitle).toBe('Host');
    expect(shift.jobDescription).toBe('Greet guests.\nSeat them.');
  });

  it('item 21: a shift dated in the year 9999 is refused with a clear message', async () => {
    const res = await postShift({ shiftDate: '9999-12-31' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: 'Shift date must be within the next 12 months',
      fieldErrors: { shiftDate: 'Shift date must be within the next 12 months' },
    });
  });

  it('item 21: the limit is 12 months from today on the injected clock', async () => {
    // Pinned to an evening in New York, when UTC is already tomorrow: "today" is the business's day.
    const now = new Date();
    now.setUTCHours(2, 0, 0, 0);
    t.ctx.clock.now = now;
    try {
      const today = dayFromToday(0, now);
      const [year, monthDay] = [Number(today.slice(0, 4)), today.slice(5)];
      // A year after 29 February is 28 February.
      const lastDay = `${year + 1}-${monthDay === '02-29' ? '02-28' : monthDay}`;
      expectStatus(await postShift({ shiftDate: lastDay }), 201);
      const tooFar = await postShift({ shiftDate: addDays(lastDay, 1) });
      expect(tooFar.statusCode).toBe(400);
      expect(tooFar.json().error.message).toBe('Shift date must be within the next 12 months');
    } finally {
      t.ctx.clock.now = null;
    }
  });
});
