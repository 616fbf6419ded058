import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer, PageHeading, usePageMeta } from './page';

/** A page whose feature is not built yet: says so plainly instead of pretending. */
export function PlaceholderPage({ title, backTo = '/' }: { title: string; backTo?: string }) {
  usePageMeta(title);
  return (
    <PageContainer className="max-w-2xl text-center">
      <Construction aria-hidden="true" className="mx-auto h-10 w-10 text-amber-500" />
      <PageHeading className="mt-4">{title}</PageHeading>
      <p className="mt-3 text-slate-700">
        This page is not available yet. It is part of an upcoming release.
      </p>
      <Link to={backTo} className="mt-6 inline-block text-brand-700 underline">
        Go back
      </Link>
    </PageContainer>
  );
}
