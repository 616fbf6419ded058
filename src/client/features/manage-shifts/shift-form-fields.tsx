import type { ComponentProps } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { SHIFT_MESSAGES, type ShiftForm, type ShiftFormInput } from '../../../shared/schemas/shifts';
import { FavouritesFirstField } from '../../components/trust/favourites-first-field';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { TextAreaField, TextField, useFieldProps } from '../../components/ui/form-field';
import { PhoneField } from '../../components/ui/phone-field';
import { CostEstimate } from './cost-estimate';
import { useWageFloorHint } from './wage-floor-hint';

type Props = {
  form: UseFormReturn<ShiftFormInput, unknown, ShiftForm>;
  minDate: string;
  maxDate: string;
  /** 'Create Shift' only: 'Favourites first' (docs/product/trust.md, "Favourites and blocks"). */
  favouritesFirst?: boolean;
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Every field of the shift form (docs/product/shifts.md), with its limits (date not before today, rate step 0.01, break ≥ 0, max ≥ 1). */
/** A count (minutes, workers): a number keypad, whole steps. */
function WholeNumberField(props: ComponentProps<typeof TextField>) {
  return <TextField type="number" inputMode="numeric" step="1" {...props} />;
}

export function ShiftFormFields({ form, minDate, maxDate, favouritesFirst = false }: Props) {
  const { register } = form;
  const errors = form.formState.errors;
  const field = useFieldProps(form);
  const wageFloor = useWageFloorHint(form);
  return (
    <div className="flex flex-col gap-8">
      <Section title="Business">
        <TextField label="Business Name" required autoComplete="organization" {...field('businessName')} />
        <TextField
          label="Manager Email"
          type="email"
          required
          autoComplete="email"
          {...field('managerEmail')}
        />
      </Section>

      <Section title="Shift">
        <TextField
          label="Position Title"
          required
          placeholder="e.g. Sales Associate"
          {...field('positionTitle')}
        />
        <TextField
          label="Location Address"
          required
          autoComplete="street-address"
          {...field('locationAddress')}
        />
        <TextField
          label="Shift Date"
          type="date"
          required
          min={minDate}
          max={maxDate}
          {...field('shiftDate')}
        />
        <div className="grid grid-cols-2 gap-4">
          <TextField label="Start Time" type="time" required {...field('startTime')} />
          <TextField label="End Time" type="time" required {...field('endTime')} />
        </div>
        <div className="sm:col-span-2">
          <CheckboxField
            label={SHIFT_MESSAGES.overnightLabel}
            aria-invalid={errors.overnight ? true : undefined}
            aria-describedby={errors.overnight ? 'overnight-error' : 'overnight-hint'}
            {...register('overnight')}
          />
          {!errors.overnight ? (
            <p id="overnight-hint" className="mt-1 pl-7 text-xs text-slate-500">
              Tick for a shift that finishes after midnight (e.g. 10:00 PM to 6:00 AM).
            </p>
          ) : (
            <p id="overnight-error" role="alert" className="mt-1 text-sm text-red-600">
              {errors.overnight.message}
            </p>
          )}
        </div>
      </Section>

      <Section title="Pay and staffing">
        <TextField
          label="Hourly Rate ($)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          required
          placeholder="18.50"
          hint={wageFloor}
          {...field('hourlyRate')}
        />
        <WholeNumberField label="Break Duration (minutes)" min="0" {...field('breakDuration')} />
        <WholeNumberField
          label="Max Applications"
          min="1"
          hint="How many workers you need"
          {...field('maxApplications')}
        />
        <TextField label="Dress Code" placeholder="e.g. Black shirt, black pants" {...field('dressCode')} />
        <CostEstimate form={form} />
        {favouritesFirst ? <FavouritesFirstField form={form} /> : null}
        {/* docs/product/applications.md, "Offer window": on by default. */}
        <div className="sm:col-span-2">
          <CheckboxField
            label={SHIFT_MESSAGES.autoBackfillLabel}
            aria-describedby="auto-backfill-hint"
            {...register('autoBackfill')}
          />
          <p id="auto-backfill-hint" className="mt-1 pl-7 text-xs text-slate-500">
            When an offer expires unanswered, the next applicant is offered the shift.
          </p>
        </div>
      </Section>

      <Section title="Details">
        <TextAreaField label="Job Description" className="sm:col-span-2" {...field('jobDescription')} />
        <TextAreaField label="Requirements" {...field('requirements')} />
        <TextAreaField label="Parking Info" {...field('parkingInfo')} />
      </Section>

      <Section title="On-site contact">
        <TextField label="Contact Person" required autoComplete="name" {...field('contactPerson')} />
        <PhoneField
          label="Contact Phone"
          phoneStyle="spaced"
          maxLength={14}
          required
          {...field('contactPhone')}
        />
      </Section>
    </div>
  );
}
