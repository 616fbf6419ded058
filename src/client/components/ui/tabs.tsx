import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** Radix Tabs (arrow keys move between tabs, each panel labelled by its tab) with our styles. */
export const Tabs = RadixTabs.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cn(
        'flex w-full gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1 sm:w-auto sm:inline-flex',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        'flex-1 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors sm:flex-none',
        'hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
        'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cn('mt-4 focus-visible:outline-none', className)} {...props} />;
}
