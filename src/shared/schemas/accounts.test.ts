import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  LOGIN_MESSAGES,
  loginSchema,
  managerSignupSchema,
  TALENT_FORM_MESSAGES,
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

  it('takes an optional role, talent or manager only (issue 10 item 16)', () => {
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
      zip: null,
      smsNotifications: false,
    });
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
      // Issue 10 item 10: a missing password says so, not "too short".
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

const talent = {
  name: 'José Núñez',
  email: 'jose@example.com',
  phone: '(301)555-1234',
  sector: 'retail',
  years: '2-3',
  skills: ['Cashier', 'Greeter', 'Cashier'],
};

describe('talentProfileBaseSchema via the create schema', () => {
  const create = { ...talent, password: 'secret-ok', confirmPassword: 'secret-ok' };

  it('outputs the phone as 10 digits, nulls for empty text and deduplicated skills', () => {
    expect(talentProfileCreateSchema.parse({ ...create, bio: '   ', funFact: '' })).toEqual({
      ...create,
      phone: '3015551234',
      skills: ['Cashier', 'Greeter'],
      bio: null,
      funFact: null,
      positionTitle: null,
      careerHighlights: [],
      smsNotifications: false,
    });
  });

  it('parses its own output again', () => {
    const once = talentProfileCreateSchema.parse({
      ...create,
      bio: 'Hi\n\n\nthere',
      careerHighlights: [' a ', ''],
    });
    expect(once.bio).toBe('Hi\n\nthere');
    expect(once.careerHighlights).toEqual(['a']);
    expect(talentProfileCreateSchema.parse(once)).toEqual(once);
  });

  it.each([
    ['301555123', '9 digits'],
    ['301555123456', '12 digits'],
    ['23015551234', '11 digits not starting with 1'],
    ['301-555-CALL', 'letters'],
  ])('refuses the phone %j (%s)', (phone) => {
    expect(messages(talentProfileCreateSchema, { ...create, phone })).toEqual({
      phone: ['Phone number must be 10 digits'],
    });
  });

  it('accepts a phone with the US country code', () => {
    expect(talentProfileCreateSchema.parse({ ...create, phone: '+1 301 555 1234' }).phone).toBe('3015551234');
  });

  it('uses the spec and schema messages', () => {
    // Issue 11: sector, years and skills are not required at sign-up (docs/product/profiles.md, "Onboarding").
    expect(messages(talentProfileCreateSchema, { sector: 'retail', years: '0-1', skills: [] })).toEqual({
      name: ['Name is required'],
      email: ['Invalid email format'],
      phone: ['Phone number is required'],
      password: ['Password is required'],
      confirmPassword: ['Please confirm your password'],
    });
    expect(messages(talentProfileCreateSchema, { ...create, name: '   ', email: 'a@yopmail.com' })).toEqual({
      name: ['Name is required'],
      email: ['Please use a permanent email address'],
    });
  });

  it('issue 11: asks only for name, e-mail and phone (and the password); the rest may come later', () => {
    const { sector: _s, years: _y, skills: _k, ...required } = create;
    const parsed = talentProfileCreateSchema.parse({ ...required, name: ' J ' });
    expect(parsed).toMatchObject({ name: 'J', sector: null, years: null, skills: [] });
    // The form's empty "Select" option means "not yet", and the output parses again.
    expect(talentProfileCreateSchema.parse({ ...create, sector: '', years: '' })).toMatchObject({
      sector: null,
      years: null,
    });
    expect(talentProfileCreateSchema.parse(parsed)).toEqual(parsed);
    expect(messages(talentProfileCreateSchema, { ...create, sector: 'hotel', years: '10+' })).toEqual({
      sector: ['Please select a sector'],
      years: ['Please select your years of experience'],
    });
  });

  it('bounds bio, fun fact, title and highlights', () => {
    expect(
      messages(talentProfileCreateSchema, {
        ...create,
        name: 'n'.repeat(51),
        bio: 'b'.repeat(501),
        funFact: 'f'.repeat(201),
        positionTitle: 't'.repeat(61),
        careerHighlights: ['h'.repeat(121)],
      }),
    ).toEqual({
      name: ['Name must be at most 50 characters'],
      bio: ['Bio must be at most 500 characters'],
      funFact: ['Fun fact must be at most 200 characters'],
      positionTitle: ['Position title must be at most 60 characters'],
      'careerHighlights.0': ['Each career highlight must be at most 120 characters'],
    });
    expect(messages(talentProfileCreateSchema, { ...create, careerHighlights: Array(11).fill('x') })).toEqual(
      {
        careerHighlights: ['Add at most 10 career highlights'],
      },
    );
  });

  it('refuses skills outside the list', () => {
    expect(Object.keys(messages(talentProfileCreateSchema, { ...create, skills: ['Juggler'] }))).toEqual([
      'skills.0',
    ]);
  });

  it('uses the talent form password messages', () => {
    expect(
      messages(talentProfileCreateSchema, { ...create, password: '1234567', confirmPassword: '1234567' }),
    ).toEqual({
      password: [TALENT_FORM_MESSAGES.short],
    });
    expect(messages(talentProfileCreateSchema, { ...create, confirmPassword: 'secreT' })).toEqual({
      confirmPassword: ['Passwords do not match. Please try again.'],
    });
    // The spec's 6 raised to 8 (issue 10 item 10, ADR 009).
    expect(TALENT_FORM_MESSAGES.short).toBe('Password must be at least 8 characters long.');
    expect(messages(talentProfileCreateSchema, { ...create, password: '', confirmPassword: '' })).toEqual({
      password: ['Password is required'],
      confirmPassword: ['Please confirm your password'],
    });
  });
});

describe('talentProfileUpdateSchema', () => {
  it('keeps the current password when the field is blank', () => {
    const parsed = talentProfileUpdateSchema.parse({ ...talent, password: '', confirmPassword: '' });
    expect(parsed.password).toBeUndefined();
    expect(talentProfileUpdateSchema.parse({ ...talent }).password).toBeUndefined();
    expect(talentProfileUpdateSchema.parse(parsed)).toEqual(parsed);
  });

  it('checks a new password like the create form', () => {
    expect(
      messages(talentProfileUpdateSchema, { ...talent, password: 'abc', confirmPassword: 'abc' }),
    ).toEqual({
      password: ['Password must be at least 8 characters long.'],
    });
    expect(
      messages(talentProfileUpdateSchema, { ...talent, password: 'abcdefgh', confirmPassword: '' }),
    ).toEqual({
      confirmPassword: ['Passwords do not match. Please try again.'],
    });
    expect(
      talentProfileUpdateSchema.parse({ ...talent, password: 'abcdefgh', confirmPassword: 'abcdefgh' })
        .password,
    ).toBe('abcdefgh');
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
