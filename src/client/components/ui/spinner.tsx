import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn';

export function Spinner({ label, className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex items-center justify-center gap-2 py-10 text-slate-600', className)}
    >
      <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" />
      <span>{label ?? 'Loading...'}</span>
    </div>
  );
}
