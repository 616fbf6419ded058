import type { ComponentProps, FormEvent } from 'react';
import { Button } from './button';
import { TextField } from './form-field';

type InlineFieldFormProps = Omit<ComponentProps<typeof TextField>, 'onChange' | 'onSubmit' | 'className'> & {
  onValueChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  /** While true the button is disabled and says `pendingLabel`. */
  pending: boolean;
  pendingLabel: string;
};

/** One text field with its submit button beside it (below it on a phone). */
export function InlineFieldForm({
  onValueChange,
  onSubmit,
  submitLabel,
  pending,
  pendingLabel,
  ...field
}: InlineFieldFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField {...field} onChange={(e) => onValueChange(e.target.value)} className="flex-1" />
      <Button type="submit" disabled={pending} className="sm:mt-7">
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
