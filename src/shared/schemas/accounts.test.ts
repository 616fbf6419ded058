import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  LOGIN_MESSAGES,
  loginSchema,
  managerSignupSchema,
  talentProfileCreateSchema,
  talentProfileUpdateSchema,
} from './accounts';
import { issuesByPath } from './issues-by-path';

const messages = issuesByPath;

describe('loginSchema', () => {
  it('normalises the email', () => {
    expect(loginSchema.parse({ email: '  Ann@Example.COM ', password: 'x' })).toEqual({
      email: 'ann@example.com',
      password: 'x',
    });
  });

  it('uses the spec messages', () => {
    expect(messages(loginSchema, { email: 'nope', password: '' })).toEqual({
      email: ['Invalid email format'],
      password: ['Password is required'],
    });
    expect(messages(loginSchema, {})).toEqual({
      email: ['Invalid email format'],
      password: ['Password is required'],
    });
  });

  it('takes an optional role, talent or manager only', () => {
    expect(loginSchema.parse({ email: 'a@b.co', password: 'x', role: 'manager' }).role).toBe('manager');
    expect(loginSchema.parse({ email: 'a@b.co', password: 'x' }).role).toBeUndefined();
    expect(messages(loginSchema, { email: 'a@b.co', password: 'x', role: 'admin' })).toEqual({
      role: ['Choose talent or manager'],
    });
  });

  it('formats the lockout message', () => {
    expect(LOGIN_MESSAGES.lockedFor(12)).toBe('Account temporarily locked. Try again in 12 minute(s).');
  });
});

const manager = {
  firstName: '  Seán ',
  lastName: "O'Brien",
  mobile: '(301)555-1234',
  email: 'Sean@Shop.com',
  companyName: 'Corner <b>Shop</b>',
  streetAddress: '1 Main St',
  city: 'Baltimore',
  state: 'MD',
  zip: '',
  password: 'secret-ok',
  confirmPassword: 'secret-ok',
};

describe('managerSignupSchema', () => {
  it('cleans, normalises and defaults', () => {
    expect(managerSignupSchema.parse(manager)).toEqual({
      ...manager,
      firstName: 'Seán',
      mobile: '(301) 555-1234',
      email: 'sean@shop.com',
      companyName: 'Corner Shop',
      county: null,
      zip: null,
      smsNotifications: false,
    });
  });

  it('keeps a Maryland county from the list, and refuses one that is not', () => {
    expect(managerSignupSchema.parse({ ...manager, county: 'montgomery' }).county).toBe('montgomery');
    expect(managerSignupSchema.parse({ ...manager, county: '' }).county).toBeNull();
    expect(managerSignupSchema.safeParse({ ...manager, county: 'baltimore' }).error?.issues[0]?.message).toBe(
      'Choose a county from the list',
    );
  });

  it('parses its own output again (client parses, server parses once more)', () => {
    const once = managerSignupSchema.parse(manager);
    expect(managerSignupSchema.parse(once)).toEqual(once);
  });

  it('uses the spec messages for every required field', () => {
    expect(messages(managerSignupSchema, {})).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      mobile: ['Enter a valid mobile number'],
      email: ['Enter a valid email'],
      companyName: ['Company / business name is required'],
      streetAddress: ['Street address is required'],
      city: ['City is required'],
      state: ['State is required'],
      // A missing password says so, not "too short".
      password: ['Password is required'],
      confirmPassword: ['Please confirm your password'],
    });
  });

  it('treats whitespace and tags alone as empty', () => {
    expect(messages(managerSignupSchema, { ...manager, firstName: '  <b></b> ' })).toEqual({
      firstName: ['First name is required'],
    });
  });

  it.each([
    ['555-123-4567', '12 characters'],
    ['+1 (301) 555-1234', '15 characters'],
    ['(301)555-123a', 'a letter'],
    ['(301)5551-2345', 'right length, too many digits'],
    ['(30 ) 555-1234', 'right length, 9 digits'],
  ])('refuses the mobile %j (%s)', (mobile) => {
    expect(messages(managerSignupSchema, { ...manager, mobile })).toEqual({
      mobile: ['Enter a valid mobile number'],
    });
  });

  it('refuses other states and bad ZIP codes', () => {
    expect(messages(managerSignupSchema, { ...manager, state: 'NY', zip: '2120' })).toEqual({
      state: ['State is required'],
      zip: ['ZIP code must be 5 digits'],
    });
    expect(managerSignupSchema.parse({ ...manager, zip: ' 21201-1234 ' }).zip).toBe('21201-1234');
    expect(managerSignupSchema.parse({ ...manager, zip: null }).zip).toBeNull();
  });

  it('refuses disposable addresses', () => {
    expect(messages(managerSignupSchema, { ...manager, email: 'x@Mailinator.com' })).toEqual({
      email: ['Please use a permanent email address'],
    });
  });

  it("reports a mismatch on confirmPassword as 'Passwords don't match'", () => {
    expect(messages(managerSignupSchema, { ...manager, confirmPassword: 'secreT' })).toEqual({
      confirmPassword: ["Passwords don't match"],
    });
  });

  it('reports the mismatch alongside other field errors', () => {
    expect(messages(managerSignupSchema, { ...manager, city: '', confirmPassword: 'other' })).toEqual({
      city: ['City is required'],
      confirmPassword: ["Passwords don't match"],
    });
  });

  it('limits lengths with clear messages, after cleaning', () => {
    expect(messages(managerSignupSchema, { ...manager, firstName: 'a'.repeat(51) })).toEqual({
      firstName: ['First name must be at most 50 characters'],
    });
    expect(
      managerSignupSchema.parse({ ...manager, firstName: ` ${'a'.repeat(50)}   ` }).firstName,
    ).toHaveLength(50);
    expect(messages(managerSignupSchema, { ...manager, streetAddress: 'x'.repeat(10_000) })).toEqual({
      streetAddress: ['Street address must be at most 200 characters'],
    });
  });
});

describe('API documentation', () => {
  it('describes every schema as JSON Schema (Fastify swagger needs it)', () => {
    for (const schema of [
      loginSchema,
      managerSignupSchema,
      talentProfileCreateSchema,
      talentProfileUpdateSchema,
    ]) {
      expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
    }
  });
});
