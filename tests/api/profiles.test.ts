import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { talentProfiles, users } from '../../src/server/db/schema';
import { talentProfileInput } from '../../src/server/seed/factories/accounts';
import { createTestApp, sessionCookieFrom, type TestApp } from '../support/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const create = (body: object) => t.app.inject({ method: 'POST', url: '/api/profiles', payload: body });

function multipart(filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----tbtest${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(cookie: string, filename: string, contentType: string, bytes: Buffer) {
  const body = multipart(filename, contentType, bytes);
  return t.app.inject({
    method: 'POST',
    url: '/api/profiles/me/avatar',
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}

const png = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-exif-marker' } } })
    .jpeg()
    .toBuffer();

describe('talent onboarding (create mode)', () => {
  it('creates an unapproved profile with a TB-### card number and signs the talent in', async () => {
    const input = talentProfileInput({
      name: 'José Álvarez',
      bio: '<b>Fast</b> & friendly; "select the best" shifts',
    });
    const res = await create(input);
    expect(res.statusCode).toBe(201);
    const { user, profile } = res.json();
    expect(user.userType).toBe('talent');
    expect(profile.approved).toBe(false);
    expect(profile.cardNumber).toMatch(/^TB-\d{3}$/);
    expect(profile.name).toBe('José Álvarez');
    // Tags dropped from plain text; quotes, ampersands and SQL words kept as typed (docs/product/accounts.md, "Text as typed").
    expect(profile.bio).toBe('Fast & friendly; "select the best" shifts');
    expect(profile.phone).toBe('2405550199');
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, input.email.toLowerCase()));
    expect(row!.phone).toBe('+12405550199');
    expect(row!.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/profiles/me',
          headers: { cookie: sessionCookieFrom(res) },
        })
      ).json().name,
    ).toBe('José Álvarez');
  });

  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ phone: '(240)555-019' }, 'phone', 'Phone number must be 10 digits'],
    [{ phone: '(240)555-01999' }, 'phone', 'Phone number must be 10 digits'],
    [{ phone: '24O555O199' }, 'phone', 'Phone number must be 10 digits'],
    [{ email: 'a@mailinator.com' }, 'email', 'Please use a permanent email address'],
    [{ password: 'abc', confirmPassword: 'abc' }, 'password', 'Password must be at least 8 characters long.'],
    [{ confirmPassword: 'Other-Pass-9' }, 'confirmPassword', 'Passwords do not match. Please try again.'],
    // Sector, years and skills may be left out, but what is given must come from the lists.
    [{ sector: 'hotel' }, 'sector', 'Please select a sector'],
    [{ years: '10+' }, 'years', 'Please select your years of experience'],
    [{ bio: 'x'.repeat(10_000) }, 'bio', 'Bio must be at most 500 characters'],
  ] as const)('rejects %o with the spec message and saves nothing', async (override, field, message) => {
    const input = { ...talentProfileInput(), ...override };
    const res = await create(input);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldErrors[field]).toBe(message);
    const rows = await t.ctx.db.select().from(users).where(eq(users.email, input.email.toLowerCase()));
    expect(rows).toHaveLength(0);
  });

  it('refuses a second talent profile for the same e-mail with 409', async () => {
    const input = talentProfileInput();
    expect((await create(input)).statusCode).toBe(201);
    expect((await create(input)).statusCode).toBe(409);
  });
});

describe('talent onboarding (edit mode)', () => {
  it('keeps the current password when the password is blank, and changes it when given', async () => {
    const input = talentProfileInput();
    const cookie = sessionCookieFrom(await create(input));
    const { password: _p, confirmPassword: _c, ...rest } = input;
    const update = (body: object) =>
      t.app.inject({ method: 'PUT', url: '/api/profiles/me', payload: body, headers: { cookie } });
    const res = await update({ ...rest, name: "Jordan O'Brien", password: '', confirmPassword: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe("Jordan O'Brien");
    const signIn = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: input.email, password } });
    expect((await signIn(input.password)).statusCode).toBe(200);
    // A new password needs the current one.
    expect(
      (
        await update({
          ...rest,
          password: 'New-Pass-77',
          confirmPassword: 'New-Pass-77',
          currentPassword: input.password,
        })
      ).statusCode,
    ).toBe(200);
    expect((await signIn('New-Pass-77')).statusCode).toBe(200);
    expect((await update({ ...rest, password: 'New-Pass-77', confirmPassword: 'nope' })).statusCode).toBe(
      400,
    );
  });

  it('assigns a card number when one is missing', async () => {
    const input = talentProfileInput();
    const res = await create(input);
    const id = res.json().user.id;
    await t.ctx.db.update(talentProfiles).set({ cardNumber: null }).where(eq(talentProfiles.userId, id));
    const { password: _p, confirmPassword: _c, ...rest } = input;
    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/profiles/me',
      payload: rest,
      headers: { cookie: sessionCookieFrom(res) },
    });
    expect(updated.json().cardNumber).toMatch(/^TB-\d{3}$/);
  });
});

describe('avatar upload', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = sessionCookieFrom(await create(talentProfileInput()));
  });

  it('re-encodes an image to a 512 px WebP without its metadata and serves it from our storage', async () => {
    const res = await upload(cookie, 'me.jpg', 'image/jpeg', await png());
    expect(res.statusCode).toBe(200);
    const url = res.json().avatarUrl as string;
    expect(url).toMatch(/^\/api\/avatars\/.+\.webp$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(512);
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret-exif-marker'))).toBe(false);
  });

  it('accepts a real image whatever its name (a PNG renamed .exe)', async () => {
    const bytes = await sharp({ create: { width: 50, height: 50, channels: 4, background: '#00ff00' } })
      .png()
      .toBuffer();
    expect((await upload(cookie, 'photo.exe', 'application/octet-stream', bytes)).statusCode).toBe(200);
  });

  it('refuses a non-image named .png with 415 and a clear message', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(2048, 7)]);
    const res = await upload(cookie, 'photo.png', 'image/png', exe);
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toMatch(/image file/);
  });

  it('refuses a 6 MB upload with 413 and the spec message', async () => {
    const res = await upload(cookie, 'big.jpg', 'image/jpeg', Buffer.alloc(6 * 1024 * 1024, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({
      message: 'Please select an image under 5MB.',
      title: 'File too large',
    });
  });

  it('requires a talent session', async () => {
    expect((await upload('', 'me.jpg', 'image/jpeg', await png())).statusCode).toBe(401);
  });

  it('answers 404 for an unknown or malformed avatar key', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/avatars/..%2F..%2Fetc%2Fpasswd' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/avatars/nope.webp' })).statusCode).toBe(404);
  });
});
