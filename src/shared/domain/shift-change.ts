// What an edit of a shift changed and who must hear of it (docs/product/shifts.md, "Edit shift").
import { centsToDollarString } from '../money';
import { displayPhone } from '../phone';
import { formatShiftDate, formatTime12 } from './shift-time';

/** The fields of a shift the edit form can change, in stored form (times "HH:mm", the phone as stored). */
export type EditableShift = {
  businessName: string;
  managerEmail: string;
  positionTitle: string;
  locationAddress: string;
  shiftDate: string;
  startTime: string;
  endTime: string;
  overnight: boolean;
  hourlyRateCents: number;
  breakMinutes: number;
  dressCode: string | null;
  jobDescription: string | null;
  requirements: string | null;
  parkingInfo: string | null;
  contactPerson: string;
  contactPhone: string;
  maxApplications: number;
  autoBackfill: boolean;
};

/**
 * material: selected and booked workers are told and booked ones must re-confirm; notice: they are told only;
 * internal: the manager's own settings, which workers neither hear of nor see in the history.
 */
export type ShiftChangeKind = 'material' | 'notice' | 'internal';

export type ShiftFieldChange = {
  field: string;
  label: string;
  before: string;
  after: string;
  kind: ShiftChangeKind;
};

/** The words the history and the notices use for each field ('Start 9:00 AM → 10:00 AM'). */
export const SHIFT_FIELD_LABELS: Record<string, string> = {
  shiftDate: 'Date',
  startTime: 'Start',
  endTime: 'End',
  locationAddress: 'Location',
  breakMinutes: 'Break',
  hourlyRate: 'Pay',
  dressCode: 'Dress code',
  requirements: 'Requirements',
  businessName: 'Business',
  positionTitle: 'Position',
  jobDescription: 'Job description',
  parkingInfo: 'Parking',
  contactPerson: 'On-site contact',
  contactPhone: 'Contact phone',
  managerEmail: 'Manager email',
  maxApplications: 'Max applications',
  autoBackfill: 'Offer the next applicant automatically',
};

const NONE = '(none)';
const text = (value: string | null) => (value === null || value.trim() === '' ? NONE : value);
const hhmm = (time: string) => time.slice(0, 5);
const endLabel = (shift: EditableShift) =>
  `${formatTime12(hhmm(shift.endTime))}${shift.overnight ? ' (next day)' : ''}`;

type FieldRule = {
  field: string;
  show: (shift: EditableShift) => string;
  /** A fixed kind, or one that depends on the direction of the change (pay). */
  kind: ShiftChangeKind | ((before: EditableShift, after: EditableShift) => ShiftChangeKind);
};

/** docs/product/shifts.md, "Edit shift": date, times, location, break, pay down, dress code, requirements are material. */
const RULES: FieldRule[] = [
  { field: 'shiftDate', show: (s) => formatShiftDate(s.shiftDate), kind: 'material' },
  { field: 'startTime', show: (s) => formatTime12(hhmm(s.startTime)), kind: 'material' },
  // The end and "Ends next day" are one fact for a worker: '3:00 AM (next day)'.
  { field: 'endTime', show: endLabel, kind: 'material' },
  { field: 'locationAddress', show: (s) => s.locationAddress, kind: 'material' },
  { field: 'breakMinutes', show: (s) => `${s.breakMinutes} min`, kind: 'material' },
  {
    field: 'hourlyRate',
    show: (s) => `$${centsToDollarString(s.hourlyRateCents)}/hr`,
    kind: (before, after) => (after.hourlyRateCents < before.hourlyRateCents ? 'material' : 'notice'),
  },
  { field: 'dressCode', show: (s) => text(s.dressCode), kind: 'material' },
  { field: 'requirements', show: (s) => text(s.requirements), kind: 'material' },
  { field: 'businessName', show: (s) => s.businessName, kind: 'notice' },
  { field: 'positionTitle', show: (s) => s.positionTitle, kind: 'notice' },
  { field: 'jobDescription', show: (s) => text(s.jobDescription), kind: 'notice' },
  { field: 'parkingInfo', show: (s) => text(s.parkingInfo), kind: 'notice' },
  { field: 'contactPerson', show: (s) => s.contactPerson, kind: 'notice' },
  { field: 'contactPhone', show: (s) => displayPhone(s.contactPhone, 'spaced'), kind: 'notice' },
  { field: 'managerEmail', show: (s) => s.managerEmail, kind: 'internal' },
  { field: 'maxApplications', show: (s) => String(s.maxApplications), kind: 'internal' },
  { field: 'autoBackfill', show: (s) => (s.autoBackfill ? 'On' : 'Off'), kind: 'internal' },
];

export type ShiftEdit = {
  changes: ShiftFieldChange[];
  /** Booked workers must re-confirm; they may cancel with no consequence meanwhile. */
  material: boolean;
  /** Selected and booked workers are told (any change that is not internal). */
  tellsWorkers: boolean;
  /** The start instant may have moved: offer windows and reminders follow it. */
  startMoved: boolean;
};

/** What an edit changes, field by field with display-ready values, and what follows from it. */
export function classifyShiftEdit(before: EditableShift, after: EditableShift): ShiftEdit {
  const changes: ShiftFieldChange[] = [];
  for (const rule of RULES) {
    const was = rule.show(before);
    const now = rule.show(after);
    if (was === now) continue;
    changes.push({
      field: rule.field,
      label: SHIFT_FIELD_LABELS[rule.field] ?? rule.field,
      before: was,
      after: now,
      kind: typeof rule.kind === 'function' ? rule.kind(before, after) : rule.kind,
    });
  }
  return {
    changes,
    material: changes.some((change) => change.kind === 'material'),
    tellsWorkers: changes.some((change) => change.kind !== 'internal'),
    startMoved: before.shiftDate !== after.shiftDate || hhmm(before.startTime) !== hhmm(after.startTime),
  };
}

const INTERNAL_FIELDS = new Set(RULES.filter((rule) => rule.kind === 'internal').map((rule) => rule.field));

/** What a worker may see of a change (the manager's own settings left out). */
export function isWorkerVisibleChange(change: { field: string }): boolean {
  return !INTERNAL_FIELDS.has(change.field);
}

/** The fields that are the business's contact details, shared only with a booking (ADR 013). */
const CONTACT_FIELDS: ReadonlySet<string> = new Set(['contactPerson', 'contactPhone']);

/**
 * What a worker may see of a change in the shift's history: the manager's own settings left out, and the on-site
 * contact and phone only when their application shares contact details (ADR 013, contact-visibility.ts), so a
 * worker who only applied or withdrew does not learn them from an edit.
 */
export function isChangeVisibleToWorker(change: { field: string }, sharesContact: boolean): boolean {
  return isWorkerVisibleChange(change) && (sharesContact || !CONTACT_FIELDS.has(change.field));
}

const MAX_SUMMARY_VALUE = 60;
const clip = (value: string) =>
  value.length > MAX_SUMMARY_VALUE ? `${value.slice(0, MAX_SUMMARY_VALUE - 1)}…` : value;

/** 'Start 9:00 AM → 10:00 AM; Pay $18.50/hr → $20.00/hr' (long texts clipped for notices and texts). */
export function shiftChangeSummary(
  changes: readonly { field: string; before: string; after: string }[],
  /** Texts say 'to': '→' is not in the GSM-7 alphabet and would make the text cost UCS-2 segments. */
  arrow: '→' | 'to' = '→',
): string {
  return changes
    .map(
      (change) =>
        `${SHIFT_FIELD_LABELS[change.field] ?? change.field} ${clip(change.before)} ${arrow} ${clip(change.after)}`,
    )
    .join('; ');
}
