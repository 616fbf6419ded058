// Who sees contact details. Avatar files on disk are in security-avatar-files.test.ts,
// what a shift may say and when it may be in security-shift-text.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManager, createTalent, uniqueEmail } from '../../src/server/seed/factories/accounts';
import { createShift } from '../../src/server/seed/factories/shifts';
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

describe('contact details only once booked', () => {
  it('a talent who merely applied sees no manager e-mail, contact person or contact phone', async () => {
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

  it('once selected (and after accepting) the worker sees the contact details', async () => {
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

  it('a worker who declined the offer no longer sees the contact details', async () => {
    const { shift, contact } = await shiftWithContact();
    const { talent, applicationId } = await applied(shift.id);
    await select(applicationId);
    expectStatus(await client(t, talent).post(`/api/applications/${applicationId}/decline`), 200);
    const bodies = await talentBodies(talent);
    expect(bodies).toContain('declined');
    expect(bodies).not.toContain(contact.managerEmail);
    expect(bodies).not.toContain(contact.contactPerson);
  });

  it("the manager sees an applicant's e-mail and phone only once that applicant is selected", async () => {
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

  it('the shift summary on the applications page still carries its own contact details for its manager', async () => {
    const { shift, contact } = await shiftWithContact();
    const body = expectStatus(await client(t, manager).get(`/api/shifts/${shift.id}/applications`), 200);
    expect(body.shift).toMatchObject({
      managerEmail: contact.managerEmail,
      contactPerson: contact.contactPerson,
    });
  });
});
