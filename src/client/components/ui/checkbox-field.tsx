import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';

export function CheckboxField({
  label,
  className,
  id: givenId,
  ...props
}: { label: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        id={id}
        type="checkbox"
        className="mt-1 h-4 w-4 shrink-0 rounded border-slate-400 accent-brand-700"
        {...props}
      />
      <label htmlFor={id} className="text-sm text-slate-700">
        {label}
      </label>
    </div>
  );
}
