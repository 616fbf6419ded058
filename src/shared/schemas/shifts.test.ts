import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { centsToDollarString } from '../money';
import { issuesByPath } from './issues-by-path';
import { isShiftDateSelectable, parseDollarsToCents, shiftFormSchema } from './shifts';

const messages = issuesByPath;

const shift = {
  businessName: "Joe's Diner",
  managerEmail: 'Joe@Diner.com',
  positionTitle: 'Server',
  locationAddress: '1 Main St, Baltimore, MD',
  shiftDate: '2026-12-04',
  startTime: '09:00',
  endTime: '17:00',
  hourlyRate: '18.5',
  contactPerson: 'Joe',
  contactPhone: '(410) 555-0100',
};

describe('shiftFormSchema', () => {
  it('applies defaults, nulls empty optional text and outputs cents', () => {
    expect(shiftFormSchema.parse({ ...shift, dressCode: '  ', breakDuration: '' })).toEqual({
      ...shift,
      managerEmail: 'joe@diner.com',
      hourlyRate: '18.50',
      hourlyRateCents: 1850,
      breakDuration: 30,
      dressCode: null,
      jobDescription: null,
      requirements: null,
      parkingInfo: null,
      contactPhone: '4105550100',
      maxApplications: 1,
      overnight: false,
      // 'Offer the next applicant automatically' is on unless the manager turns it off (docs/product/applications.md).
      autoBackfill: true,
      // 'Favourites first' is off unless chosen: everyone sees the shift at once (docs/product/trust.md).
      favouritesFirstHours: 0,
    });
  });

  it('parses its own output again', () => {
    const once = shiftFormSchema.parse({
      ...shift,
      jobDescription: 'Serve\n\n\n<b>tables</b>',
      maxApplications: '3',
    });
    expect(once.jobDescription).toBe('Serve\n\ntables');
    expect(shiftFormSchema.parse(once)).toEqual(once);
  });

  it('uses the spec message for every required field', () => {
    expect(messages(shiftFormSchema, {})).toEqual({
      businessName: ['Business name is required'],
      managerEmail: ['Manager email is required'],
      positionTitle: ['Position title is required'],
      locationAddress: ['Location address is required'],
      shiftDate: ['Shift date is required'],
      startTime: ['Start time is required'],
      endTime: ['End time is required'],
      hourlyRate: ['Hourly rate is required'],
      contactPerson: ['Contact person is required'],
      contactPhone: ['Contact phone is required'],
    });
    expect(
      messages(shiftFormSchema, { ...shift, businessName: ' ', hourlyRate: ' ', contactPhone: '' }),
    ).toEqual({
      businessName: ['Business name is required'],
      hourlyRate: ['Hourly rate is required'],
      contactPhone: ['Contact phone is required'],
    });
  });

  it.each([
    ['18', 1800, '18.00'],
    [18.5, 1850, '18.50'],
    ['0', 0, '0.00'],
    ['.99', 99, '0.99'],
    ['1000', 100_000, '1000.00'],
    ['1000.00', 100_000, '1000.00'],
    ['0.1', 10, '0.10'],
    ['19.990', 1999, '19.99'],
    [0.1 + 0.2 - 0.3 + 20, 2000, '20.00'],
  ])('reads the hourly rate %j as %i cents', (hourlyRate, cents, dollars) => {
    const parsed = shiftFormSchema.parse({ ...shift, hourlyRate });
    expect(parsed.hourlyRateCents).toBe(cents);
    expect(Number.isInteger(parsed.hourlyRateCents)).toBe(true);
    expect(parsed.hourlyRate).toBe(dollars);
  });

  it.each([
    ['-1', 'Hourly rate must be 0 or more'],
    ['18.555', 'Hourly rate can have at most 2 decimal places'],
    [0.1 + 0.2, 'Hourly rate can have at most 2 decimal places'],
    ['1000.01', 'Hourly rate must be at most $1,000'],
    ['99999999999999999999', 'Hourly rate must be at most $1,000'],
    ['abc', 'Hourly rate must be a number'],
    ['1e3', 'Hourly rate must be a number'],
    ['.', 'Hourly rate must be a number'],
    [Number.NaN, 'Hourly rate is required'],
    [true, 'Hourly rate is required'],
  ])('refuses the hourly rate %j', (hourlyRate, message) => {
    expect(messages(shiftFormSchema, { ...shift, hourlyRate })).toEqual({ hourlyRate: [message] });
  });

  it('bounds break and max applications', () => {
    expect(messages(shiftFormSchema, { ...shift, breakDuration: -5, maxApplications: 0 })).toEqual({
      breakDuration: ['Break must be 0 minutes or more'],
      maxApplications: ['Max applications must be at least 1'],
    });
    expect(messages(shiftFormSchema, { ...shift, breakDuration: 481, maxApplications: '51' })).toEqual({
      breakDuration: ['Break must be at most 480 minutes'],
      maxApplications: ['Max applications must be at most 50'],
    });
    expect(messages(shiftFormSchema, { ...shift, breakDuration: '15.5', maxApplications: 'x' })).toEqual({
      breakDuration: ['Break must be a whole number of minutes'],
      maxApplications: ['Max applications must be a whole number'],
    });
    const parsed = shiftFormSchema.parse({ ...shift, breakDuration: '0', maxApplications: 50 });
    expect([parsed.breakDuration, parsed.maxApplications]).toEqual([0, 50]);
  });

  it('refuses an end time not after the start unless the shift ends next day', () => {
    const message = 'End time must be after start time (tick "Ends next day" for overnight shifts)';
    expect(messages(shiftFormSchema, { ...shift, startTime: '22:00', endTime: '06:00' })).toEqual({
      endTime: [message],
    });
    expect(
      messages(shiftFormSchema, { ...shift, startTime: '09:00', endTime: '09:00', businessName: '' }),
    ).toEqual({
      businessName: ['Business name is required'],
      endTime: [message],
    });
    expect(
      shiftFormSchema.parse({ ...shift, startTime: '22:00', endTime: '06:00', overnight: true }).overnight,
    ).toBe(true);
  });

  it('refuses "ends next day" on a shift that ends later the same day', () => {
    expect(messages(shiftFormSchema, { ...shift, overnight: true })).toEqual({
      overnight: ['This shift ends on the same day: untick "Ends next day"'],
    });
  });

  it('checks dates and times and normalises times to HH:mm', () => {
    expect(
      messages(shiftFormSchema, { ...shift, shiftDate: '2026-02-30', startTime: '24:00', endTime: '9am' }),
    ).toEqual({
      shiftDate: ['Enter a valid date'],
      startTime: ['Enter a valid time'],
      endTime: ['Enter a valid time'],
    });
    const parsed = shiftFormSchema.parse({ ...shift, startTime: '9:00', endTime: '17:30:00' });
    expect([parsed.startTime, parsed.endTime]).toEqual(['09:00', '17:30']);
  });

  it('limits long text', () => {
    expect(
      messages(shiftFormSchema, {
        ...shift,
        jobDescription: 'x'.repeat(5001),
        requirements: 'r'.repeat(10_000),
      }),
    ).toEqual({
      jobDescription: ['Job description must be at most 5000 characters'],
      requirements: ['Requirements must be at most 2000 characters'],
    });
  });

  it('does not judge the date against today (isShiftDateSelectable does)', () => {
    expect(shiftFormSchema.safeParse({ ...shift, shiftDate: '2000-01-01' }).success).toBe(true);
    expect(isShiftDateSelectable('2000-01-01', new Date('2026-06-01T12:00:00Z'), 'America/New_York')).toBe(
      false,
    );
  });
});

describe('money helpers', () => {
  it('converts without floats', () => {
    expect(parseDollarsToCents('1.15')).toBe(115);
    expect(parseDollarsToCents(1.15)).toBe(115);
    expect(parseDollarsToCents('-1')).toBeNull();
    expect(centsToDollarString(5)).toBe('0.05');
    expect(centsToDollarString(100_000)).toBe('1000.00');
  });
});

describe('API documentation', () => {
  it('describes every schema as JSON Schema (Fastify swagger needs it)', () => {
    for (const schema of [shiftFormSchema]) {
      expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
    }
  });
});
