import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesByPath } from './issues-by-path';
import {
  CONTACT_MESSAGES,
  contactFormSchema,
  forgotPasswordSchema,
  resetLinkSchema,
  resetPasswordSchema,
  resolveUserType,
} from './support';

const messages = issuesByPath;

const contact = {
  name: 'Al',
  email: ' Al@Example.com ',
  subject: 'Hello',
  message: "It's me; O'Brien.",
};

describe('contactFormSchema', () => {
  it('defaults the message type and the honeypot', () => {
    expect(contactFormSchema.parse(contact)).toEqual({
      ...contact,
      email: 'al@example.com',
      messageType: 'general',
      website: '',
    });
  });

  it('uses the spec minimum messages', () => {
    expect(messages(contactFormSchema, { name: 'A', email: 'x', subject: 'Hi  ', message: 'short' })).toEqual(
      {
        name: ['Name must be at least 2 characters'],
        email: ['Please enter a valid email address'],
        subject: ['Subject must be at least 5 characters'],
        message: ['Message must be at least 10 characters'],
      },
    );
    expect(messages(contactFormSchema, {})).toEqual({
      name: ['Name must be at least 2 characters'],
      email: ['Please enter a valid email address'],
      subject: ['Subject must be at least 5 characters'],
      message: ['Message must be at least 10 characters'],
    });
  });

  it('bounds lengths and message types', () => {
    expect(
      messages(contactFormSchema, {
        ...contact,
        name: 'n'.repeat(101),
        subject: 's'.repeat(201),
        message: 'm'.repeat(5001),
        messageType: 'spam',
      }),
    ).toEqual({
      name: ['Name must be at most 100 characters'],
      subject: ['Subject must be at most 200 characters'],
      message: ['Message must be at most 5000 characters'],
      messageType: ['Choose a message type'],
    });
  });

  it('keeps a filled honeypot for the server to see', () => {
    expect(contactFormSchema.parse({ ...contact, website: 'http://spam' }).website).toBe('http://spam');
  });

  it('names the support address on failure', () => {
    expect(CONTACT_MESSAGES.failure('support@talentbridge.app')).toBe(
      'Please try again or email us directly at support@talentbridge.app',
    );
  });
});

describe('forgotPasswordSchema', () => {
  it('asks for the email when empty', () => {
    expect(messages(forgotPasswordSchema, { email: '   ' })).toEqual({
      email: ['Please enter your email address.'],
    });
    expect(messages(forgotPasswordSchema, {})).toEqual({ email: ['Please enter your email address.'] });
  });

  it('normalises the email and resolves the user type', () => {
    expect(forgotPasswordSchema.parse({ email: ' A@B.co ', userType: 'talent' })).toEqual({
      email: 'a@b.co',
      userType: 'talent',
    });
    expect(forgotPasswordSchema.parse({ email: 'a@b.co', userType: 'admin' }).userType).toBe('manager');
    expect(forgotPasswordSchema.parse({ email: 'a@b.co' }).userType).toBe('talent');
  });
});

describe('resolveUserType', () => {
  it('maps talent to talent, other values to manager, nothing to talent', () => {
    expect(resolveUserType('talent')).toBe('talent');
    expect(resolveUserType('Talent')).toBe('manager');
    expect(resolveUserType('manager')).toBe('manager');
    expect(resolveUserType('')).toBe('talent');
    expect(resolveUserType(null)).toBe('talent');
  });
});

const token = 'ab'.repeat(32);

describe('resetPasswordSchema', () => {
  const reset = { token, type: 'manager', password: 'longenough', confirmPassword: 'longenough' };

  it('accepts a valid reset', () => {
    expect(resetPasswordSchema.parse({ ...reset, token: token.toUpperCase() })).toEqual(reset);
  });

  it('uses the spec messages', () => {
    expect(messages(resetPasswordSchema, { ...reset, password: '', confirmPassword: '' })).toEqual({
      password: ['Please fill in all fields.'],
      confirmPassword: ['Please fill in all fields.'],
    });
    expect(messages(resetPasswordSchema, { ...reset, password: 'short', confirmPassword: 'short' })).toEqual({
      password: ['Password must be at least 8 characters long.'],
    });
    expect(messages(resetPasswordSchema, { ...reset, confirmPassword: 'different' })).toEqual({
      confirmPassword: ['Please make sure both passwords match.'],
    });
  });

  it('refuses links without a proper token or a type', () => {
    const invalid = 'The password reset link is invalid or expired.';
    expect(messages(resetLinkSchema, { token: token.slice(1), type: 'talent' })).toEqual({
      token: [invalid],
    });
    expect(messages(resetLinkSchema, { token: `${token.slice(1)}g`, type: 'talent' })).toEqual({
      token: [invalid],
    });
    expect(messages(resetLinkSchema, { token })).toEqual({ type: [invalid] });
    expect(resetLinkSchema.parse({ token, type: 'other' }).type).toBe('manager');
  });
});

describe('API documentation', () => {
  it('describes every schema as JSON Schema (Fastify swagger needs it)', () => {
    for (const schema of [contactFormSchema, forgotPasswordSchema, resetPasswordSchema]) {
      expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
    }
  });
});
