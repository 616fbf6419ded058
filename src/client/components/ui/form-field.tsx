import {
  type InputEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from 'react';
import {
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { cn } from '../../lib/cn';

/**
 * Binds form fields to the controls below: `<TextField label="Email" {...field('email')} />` registers the field
 * and shows its error message.
 */
export function useFieldProps<T extends FieldValues>(
  // biome-ignore lint/suspicious/noExplicitAny: any context and transformed output; only register and errors are read
  form: Pick<UseFormReturn<T, any, any>, 'register' | 'formState'>,
) {
  const { errors } = form.formState;
  return <N extends Path<T>>(name: N): UseFormRegisterReturn<N> & { error?: string } => ({
    ...form.register(name),
    error: (get(errors, name) as FieldError | undefined)?.message,
  });
}

const controlClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm ' +
  'placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ' +
  'aria-[invalid=true]:border-red-500 disabled:bg-slate-100';

type FieldProps = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
};

type ShellProps = FieldProps & { id?: string };

/**
 * Splits a field's props into the shell's (label, hint, error), the ids that tie the control to them, and the rest,
 * which go to the control itself.
 */
function useFieldShell<P extends ShellProps>({
  label,
  error,
  hint,
  required,
  className,
  id: givenId,
  ...rest
}: P) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const control = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  };
  return { shell: { id, label, error, hint, required, className }, control, rest };
}

/**
 * A field with a `maxLength` says when it is full: the browser cuts what is typed or pasted past the limit without a
 * word, so the person would not know their text was shortened (docs/product/support.md, "Layout and display").
 */
function useLimitNotice<E extends HTMLInputElement | HTMLTextAreaElement>(
  maxLength: number | undefined,
  onInput: ((event: InputEvent<E>) => void) | undefined,
) {
  const [full, setFull] = useState(false);
  const handleInput = (event: InputEvent<E>) => {
    if (maxLength !== undefined) setFull(event.currentTarget.value.length >= maxLength);
    onInput?.(event);
  };
  const notice =
    full && maxLength !== undefined ? `That is the limit: at most ${maxLength} characters.` : null;
  return { handleInput, notice };
}

/** Label + control + hint + error, wired with ids so screen readers announce the error. */
function FieldShell({
  id,
  label,
  error,
  hint,
  required,
  className,
  limitNotice,
  children,
}: FieldProps & { id: string; limitNotice?: string | null; children: ReactNode }) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-600">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      {/* Always present, so the words are announced when they appear. */}
      <p id={`${id}-limit`} role="status" className="text-xs text-amber-800 empty:hidden">
        {limitNotice ?? ''}
      </p>
    </div>
  );
}

export function TextField(props: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const { shell, control, rest } = useFieldShell(props);
  const limit = useLimitNotice(rest.maxLength, rest.onInput);
  return (
    <FieldShell {...shell} limitNotice={limit.notice}>
      <input
        {...control}
        aria-required={props.required || undefined}
        className={controlClass}
        {...rest}
        onInput={limit.handleInput}
      />
    </FieldShell>
  );
}

export function TextAreaField(props: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { shell, control, rest } = useFieldShell(props);
  const limit = useLimitNotice(rest.maxLength, rest.onInput);
  return (
    <FieldShell {...shell} limitNotice={limit.notice}>
      <textarea {...control} className={cn(controlClass, 'min-h-24')} {...rest} onInput={limit.handleInput} />
    </FieldShell>
  );
}

export function SelectField(props: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const { shell, control, rest } = useFieldShell(props);
  return (
    <FieldShell {...shell}>
      <select {...control} className={controlClass} {...rest} />
    </FieldShell>
  );
}
