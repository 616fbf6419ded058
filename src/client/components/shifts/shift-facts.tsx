import { Calendar, Clock, Coffee, DollarSign, Lock, MapPin, Phone, Shirt, User } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import type { ShiftDto, ShiftWithContactDto, WorkerShiftDto } from '../../../shared/marketplace/types';
import { displayPhone } from '../../../shared/phone';
import { rateLabel, shiftDateLabel, shiftTimeLabel } from './shift-format';

type Fact = { icon: ComponentType<{ className?: string }>; label: string; value: ReactNode };

function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {facts.map(({ icon: Icon, label, value }) => (
        <div key={label} className="flex min-w-0 items-start gap-2">
          <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
          <dt className="sr-only">{label}</dt>
          <dd className="min-w-0 break-words text-slate-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * When, where and how much (each shift card shows its details: docs/product/shifts.md). With `withContact`, the contact person
 * and phone when the server sent them (only to the shift's manager and a booked worker), else
 * `contactHint` where they would be.
 */
export function ShiftFacts({
  shift,
  withContact,
  contactHint,
}: {
  shift: ShiftDto | ShiftWithContactDto | WorkerShiftDto;
  withContact?: boolean;
  contactHint?: string;
}) {
  const facts: Fact[] = [
    { icon: Calendar, label: 'Date', value: shiftDateLabel(shift) },
    { icon: Clock, label: 'Time', value: shiftTimeLabel(shift) },
    { icon: MapPin, label: 'Location', value: shift.locationAddress },
    { icon: DollarSign, label: 'Hourly rate', value: rateLabel(shift.hourlyRateCents) },
    { icon: Coffee, label: 'Break', value: `${shift.breakMinutes} min break` },
  ];
  if (shift.dressCode) facts.push({ icon: Shirt, label: 'Dress code', value: shift.dressCode });
  const person = withContact && 'contactPerson' in shift ? shift.contactPerson : null;
  const phone = withContact && 'contactPhone' in shift ? shift.contactPhone : null;
  if (person) facts.push({ icon: User, label: 'Contact person', value: person });
  if (phone)
    facts.push({
      icon: Phone,
      label: 'Contact phone',
      value: <a href={`tel:+1${phone}`}>{displayPhone(phone, 'spaced')}</a>,
    });
  if (withContact && !person && !phone && contactHint)
    facts.push({
      icon: Lock,
      label: 'Contact details',
      value: <span className="text-slate-600">{contactHint}</span>,
    });
  return <FactList facts={facts} />;
}

/** The longer texts of a shift, each under its own heading. */
export function ShiftTexts({ shift }: { shift: ShiftDto }) {
  const texts = [
    ['Job description', shift.jobDescription],
    ['Requirements', shift.requirements],
    ['Parking', shift.parkingInfo],
    ['Additional info', shift.additionalInfo],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));
  if (texts.length === 0 && !shift.nonSmokers) return null;
  return (
    <div className="space-y-2 text-sm">
      {texts.map(([title, text]) => (
        <div key={title}>
          <h4 className="font-medium text-slate-900">{title}</h4>
          <p className="whitespace-pre-line break-words text-slate-700">{text}</p>
        </div>
      ))}
      {shift.nonSmokers ? <p className="text-slate-700">Non-smokers only.</p> : null}
    </div>
  );
}
