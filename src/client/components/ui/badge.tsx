import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const TONES = {
  green: 'bg-emerald-100 text-emerald-800 ring-emerald-600/20',
  grey: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  blue: 'bg-brand-50 text-brand-800 ring-brand-600/20',
  amber: 'bg-amber-100 text-amber-900 ring-amber-600/20',
  red: 'bg-red-600 text-white ring-red-700/20',
} as const;

export type BadgeTone = keyof typeof TONES;

export function Badge({
  tone = 'grey',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
