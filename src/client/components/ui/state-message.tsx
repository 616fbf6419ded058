import { AlertCircle, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Empty and error states: one look everywhere, announced to screen readers when they appear. */
export function StateMessage({
  kind = 'empty',
  title,
  children,
  action,
  className,
}: {
  kind?: 'empty' | 'error';
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  const Icon = kind === 'error' ? AlertCircle : Inbox;
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex flex-col items-center gap-2 rounded-xl border border-dashed px-4 py-10 text-center',
        kind === 'error' ? 'border-red-200 bg-red-50' : 'border-slate-300 bg-white',
        className,
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('h-8 w-8', kind === 'error' ? 'text-red-600' : 'text-slate-400')}
      />
      <p className={cn('font-medium', kind === 'error' ? 'text-red-800' : 'text-slate-800')}>{title}</p>
      {children ? <div className="text-sm text-slate-600">{children}</div> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
