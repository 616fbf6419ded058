// The talent profile schemas, create and update; login and manager sign-up are in accounts.test.ts.
import { describe, expect, it } from 'vitest';
import { TALENT_FORM_MESSAGES, talentProfileCreateSchema, talentProfileUpdateSchema } from './accounts';
import { issuesByPath } from './issues-by-path';

const messages = issuesByPath;

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
    // Sector, years and skills are not required at sign-up (docs/product/profiles.md, "Onboarding").
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

  it('asks only for name, e-mail and phone (and the password); the rest may come later', () => {
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
    // The spec's 6 raised to 8 (ADR 009).
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
