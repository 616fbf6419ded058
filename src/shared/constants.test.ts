import { describe, expect, it } from 'vitest';
import {
  BADGE_CAP,
  DELAYS,
  LOGIN_LOCKOUT,
  LOGIN_RATE_LIMIT,
  MESSAGE_TYPE_VALUES,
  MESSAGE_TYPES,
  SECTOR_VALUES,
  SECTORS,
  SESSION_LIFETIME_MS,
  SESSION_REFRESH_MS,
  SKILL_OPTIONS,
  SMS_CONSENT_TEXT,
  STATE_TIME_ZONES,
  STATES,
} from './constants';

describe('business constants (docs/product/README.md, "Find a rule")', () => {
  it('has the session and login limits in milliseconds', () => {
    expect(SESSION_LIFETIME_MS).toBe(86_400_000);
    expect(SESSION_REFRESH_MS).toBe(1_800_000);
    expect(LOGIN_LOCKOUT).toEqual({ maxFailures: 3, windowMs: 1_800_000, lockMs: 900_000 });
    expect(LOGIN_RATE_LIMIT).toEqual({ max: 5, windowMs: 900_000 });
    expect(BADGE_CAP).toBe(99);
    expect(DELAYS.businessSignupRedirectMs).toBe(1500);
  });

  it('keeps the ten skills in spec order', () => {
    expect(SKILL_OPTIONS).toHaveLength(10);
    expect(SKILL_OPTIONS[0]).toBe('Cashier');
    expect(SKILL_OPTIONS[8]).toBe('Server/Waitstaff');
    expect(SKILL_OPTIONS[9]).toBe('Other');
  });

  it('labels every sector and message type, in the order of their values', () => {
    expect(SECTORS.map((s) => s.value)).toEqual([...SECTOR_VALUES]);
    expect(MESSAGE_TYPES.map((t) => t.value)).toEqual([...MESSAGE_TYPE_VALUES]);
  });

  it('gives every allowed state a time zone', () => {
    expect(STATES.map((s) => STATE_TIME_ZONES[s])).toEqual([
      'America/New_York',
      'America/New_York',
      'America/New_York',
    ]);
  });

  it('states frequency, rates, STOP and HELP in the SMS consent', () => {
    expect(SMS_CONSENT_TEXT).toMatch(/TalentBridge/);
    expect(SMS_CONSENT_TEXT).toMatch(/frequency varies/i);
    expect(SMS_CONSENT_TEXT).toMatch(/data rates may apply/i);
    expect(SMS_CONSENT_TEXT).toMatch(/STOP/);
    expect(SMS_CONSENT_TEXT).toMatch(/HELP/);
  });
});
