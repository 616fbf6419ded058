import { type ReactNode, useEffect } from 'react';
import { cn } from '../../lib/cn';

/** Sets the document title and description for a route (pages set their own: docs/product/support.md). */
export function usePageMeta(title: string, description?: string) {
  useEffect(() => {
    document.title = title.includes('TalentBridge') ? title : `${title} | TalentBridge`;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}

export function PageContainer({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8', className)}>{children}</div>
  );
}

export function PageHeading({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <h1 className={cn('text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl', className)}>
      {children}
    </h1>
  );
}
