// The shift form's page frame, one for 'Create Shift' and 'Edit Shift': 'Back', the card with its heading and
// explanation, the fields (dates from today to the latest bookable day in the business's time zone), and
// 'Cancel' beside the submit button.
import { ArrowLeft } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { latestShiftDate } from '../../../shared/domain/shift-schedule';
import { todayInTimeZone } from '../../../shared/domain/shift-time';
import type { ShiftForm, ShiftFormInput } from '../../../shared/schemas/shifts';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { PageHeading } from '../../components/ui/page';
import { appNow } from '../../lib/app-clock';
import { ShiftFormFields } from './shift-form-fields';

type Props = {
  title: string;
  description: ReactNode;
  /** The form's accessible name. */
  formLabel: string;
  form: UseFormReturn<ShiftFormInput, unknown, ShiftForm>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  timeZone: string;
  submit: { label: string; busyLabel: string; busy: boolean };
  /** Shown above the form (the edit page's 'changed meanwhile' notice). */
  notice?: ReactNode;
  /** 'Create Shift' only: the 'Favourites first' choice. */
  favouritesFirst?: boolean;
};

export function ShiftFormCard({
  title,
  description,
  formLabel,
  form,
  onSubmit,
  timeZone,
  submit,
  notice,
  favouritesFirst = false,
}: Props) {
  const navigate = useNavigate();
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => navigate(-1)} className="-ml-3">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back
      </Button>
      <Card className="mt-3">
        <CardHeader>
          <PageHeading className="text-2xl sm:text-2xl">{title}</PageHeading>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>
          {notice}
          <form onSubmit={onSubmit} noValidate aria-label={formLabel} className="flex flex-col gap-8">
            <ShiftFormFields
              form={form}
              minDate={todayInTimeZone(appNow(), timeZone)}
              maxDate={latestShiftDate(appNow(), timeZone)}
              favouritesFirst={favouritesFirst}
            />
            <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => navigate(-1)}>
                Cancel
              </Button>
              <Button type="submit" disabled={form.formState.isSubmitting || submit.busy}>
                {submit.busy ? submit.busyLabel : submit.label}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </>
  );
}
