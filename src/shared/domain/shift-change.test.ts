import { describe, expect, it } from 'vitest';
import {
  classifyShiftEdit,
  type EditableShift,
  isWorkerVisibleChange,
  shiftChangeSummary,
} from './shift-change';

const shift: EditableShift = {
  businessName: 'Harbor Street Bistro',
  managerEmail: 'manager@example.com',
  positionTitle: 'Brunch Server',
  locationAddress: '12 Harbor Street',
  shiftDate: '2026-12-04',
  startTime: '09:00',
  endTime: '15:00',
  overnight: false,
  hourlyRateCents: 1850,
  breakMinutes: 30,
  dressCode: 'Black shirt',
  jobDescription: 'Serve eight tables.',
  requirements: 'One year of table service.',
  parkingInfo: null,
  contactPerson: 'Maria Lopez',
  contactPhone: '+13015550142',
  maxApplications: 2,
  autoBackfill: true,
};
const edit = (changes: Partial<EditableShift>) => classifyShiftEdit(shift, { ...shift, ...changes });

describe('classifyShiftEdit (docs/product/shifts.md, "Edit shift")', () => {
  it('finds no change when nothing differs, including a time read back with seconds', () => {
    const result = edit({ startTime: '09:00:00' });
    expect(result).toEqual({ changes: [], material: false, tellsWorkers: false, startMoved: false });
  });

  it.each([
    [
      'date',
      { shiftDate: '2026-12-05' },
      'shiftDate',
      'Friday, December 4, 2026',
      'Saturday, December 5, 2026',
    ],
    ['start', { startTime: '10:00' }, 'startTime', '9:00 AM', '10:00 AM'],
    ['end', { endTime: '16:30' }, 'endTime', '3:00 PM', '4:30 PM'],
    ['location', { locationAddress: '1 Pier Road' }, 'locationAddress', '12 Harbor Street', '1 Pier Road'],
    ['break', { breakMinutes: 45 }, 'breakMinutes', '30 min', '45 min'],
    ['pay down', { hourlyRateCents: 1700 }, 'hourlyRate', '$18.50/hr', '$17.00/hr'],
    ['dress code', { dressCode: null }, 'dressCode', 'Black shirt', '(none)'],
    [
      'requirements',
      { requirements: 'Two years.' },
      'requirements',
      'One year of table service.',
      'Two years.',
    ],
  ])('a change of %s is material', (_name, changes, field, before, after) => {
    const result = edit(changes as Partial<EditableShift>);
    expect(result.material).toBe(true);
    expect(result.tellsWorkers).toBe(true);
    expect(result.changes).toEqual([expect.objectContaining({ field, before, after, kind: 'material' })]);
  });

  it.each([
    ['pay up', { hourlyRateCents: 2000 }],
    ['the position', { positionTitle: 'Server' }],
    ['the description', { jobDescription: 'Serve ten tables.' }],
    ['parking', { parkingInfo: 'Lot B' }],
    ['the on-site contact', { contactPerson: 'Sam Lee' }],
    ['the contact phone', { contactPhone: '+13015550199' }],
  ])('a change of %s is told without re-confirmation', (_name, changes) => {
    const result = edit(changes as Partial<EditableShift>);
    expect(result).toMatchObject({ material: false, tellsWorkers: true });
    expect(result.changes.map((change) => change.kind)).toEqual(['notice']);
  });

  it.each([
    ['max applications', { maxApplications: 3 }],
    ['auto-backfill', { autoBackfill: false }],
    ['the manager e-mail', { managerEmail: 'boss@example.com' }],
  ])('a change of %s is the manager’s own: nobody is told and workers do not see it', (_name, changes) => {
    const result = edit(changes as Partial<EditableShift>);
    expect(result).toMatchObject({ material: false, tellsWorkers: false });
    expect(result.changes.every((change) => !isWorkerVisibleChange(change))).toBe(true);
  });

  it('shows "Ends next day" with the end time, and knows when the start moved', () => {
    const overnight = edit({ endTime: '03:00', overnight: true });
    expect(overnight.changes).toEqual([
      expect.objectContaining({ before: '3:00 PM', after: '3:00 AM (next day)' }),
    ]);
    expect(overnight.startMoved).toBe(false);
    expect(edit({ startTime: '08:00' }).startMoved).toBe(true);
    expect(edit({ shiftDate: '2026-12-06' }).startMoved).toBe(true);
  });

  it('is material when one material change comes with a notice-only one', () => {
    const result = edit({ hourlyRateCents: 2000, startTime: '10:00' });
    expect(result.material).toBe(true);
    expect(result.changes.map((change) => change.kind).sort()).toEqual(['material', 'notice']);
  });
});

describe('shiftChangeSummary', () => {
  it('reads "Start 9:00 AM → 10:00 AM" and clips long texts', () => {
    const { changes } = edit({ startTime: '10:00', jobDescription: 'x'.repeat(100) });
    const summary = shiftChangeSummary(changes);
    expect(summary).toContain('Start 9:00 AM → 10:00 AM');
    expect(summary).toContain(`Job description Serve eight tables. → ${'x'.repeat(59)}…`);
  });
});
