import type { ComponentProps, FormEvent } from 'react';
import { Button } from './button';
import { TextField } from './form-field';

type InlineFieldFormProps = Omit<ComponentProps<typeof TextField>, 'onChange' | 'onSubmit' | 'className'> & {
  onValueChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  /** The button's label; while `pending` it is disabled and says `pendingLabel`. */
  submit: { label: string; pending: boolean; pendingLabel: string };
};

/** One text field with its submit button beside it (below it on a phone). */
export function InlineFieldForm({ onValueChange, onSubmit, submit, ...field }: InlineFieldFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField {...field} onChange={(e) => onValueChange(e.target.value)} className="flex-1" />
      <Button type="submit" disabled={submit.pending} className="sm:mt-7">
        {submit.pending ? submit.pendingLabel : submit.label}
      </Button>
    </form>
  );
}
