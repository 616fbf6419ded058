import { describe, expect, it } from 'vitest';
import {
  duplicateFormValues,
  duplicateShiftState,
  handedShift,
} from '../../src/client/features/manage-shifts/duplicate-shift';
import { shiftFormSchema } from '../../src/shared/schemas/shifts';
import { managerShiftDto } from '../factories/dtos';

// 'Duplicate shift' (docs/product/shifts.md): every field of the form copied, the date left for the manager.
describe('duplicateFormValues', () => {
  const source = managerShiftDto({
    positionTitle: 'Head Cashier',
    hourlyRateCents: 2150,
    breakMinutes: 45,
    dressCode: 'Black shirt',
    requirements: 'Till experience',
    maxApplications: 3,
    autoBackfill: false,
    createdAt: '2026-11-20T14:00:00.000Z',
    favouritesFirstUntil: '2026-11-21T02:00:00.000Z',
  });

  it('copies the fields and leaves the date empty, so the form refuses it until one is chosen', () => {
    const values = duplicateFormValues(source);
    expect(values).toMatchObject({
      positionTitle: 'Head Cashier',
      hourlyRate: '21.50',
      breakDuration: '45',
      dressCode: 'Black shirt',
      requirements: 'Till experience',
      maxApplications: '3',
      autoBackfill: false,
      startTime: source.startTime,
      endTime: source.endTime,
      favouritesFirstHours: 12,
      shiftDate: '',
    });
    const parsed = shiftFormSchema.safeParse(values);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['shiftDate']);
  });

  it('a favourites window that is not one of the choices, or none, copies as everyone now', () => {
    expect(duplicateFormValues({ ...source, favouritesFirstUntil: null }).favouritesFirstHours).toBe(0);
    expect(
      duplicateFormValues({ ...source, favouritesFirstUntil: '2026-11-20T17:00:00.000Z' })
        .favouritesFirstHours,
    ).toBe(0);
  });

  it('uses the shift handed over with the link only when it is the one the link names', () => {
    expect(handedShift(duplicateShiftState(source), source.id)).toBe(source);
    expect(handedShift(duplicateShiftState(source), 'another-id')).toBeNull();
    expect(handedShift(null, source.id)).toBeNull();
    expect(handedShift(duplicateShiftState(source), undefined)).toBeNull();
  });
});
