import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';

export type TopicGroup<T> = {
  id: string;
  title: string;
  topics: (T & { icon: LucideIcon; title: string })[];
};

/** A resource centre's page: its title (also the document title), a lead paragraph, then its sections. */
export function ResourceCentrePage({
  title,
  description,
  lead,
  children,
}: {
  title: string;
  /** The meta description. */
  description: string;
  lead: string;
  children: ReactNode;
}) {
  usePageMeta(title, description);
  return (
    <PageContainer>
      <PageHeading>{title}</PageHeading>
      <p className="mt-2 max-w-2xl text-slate-700">{lead}</p>
      {children}
    </PageContainer>
  );
}

/** A titled section with its own heading id, as the resource pages lay out each part. */
export function ResourceSection({
  id,
  title,
  className = 'mt-10',
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The resource centres' topic cards (docs/product/support.md, "Public pages"): one section a group. */
export function TopicGroups<T>({
  groups,
  body,
}: {
  groups: TopicGroup<T>[];
  /** What the card says under its title. */
  body: (topic: T) => ReactNode;
}) {
  return groups.map((group) => (
    <ResourceSection key={group.id} id={group.id} title={group.title}>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(15rem,1fr))]">
        {group.topics.map((topic) => (
          <li key={topic.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex items-center gap-3">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50">
                <topic.icon className="h-5 w-5 text-brand-700" aria-hidden="true" />
              </span>
              <h3 className="font-semibold text-slate-900">{topic.title}</h3>
            </div>
            {body(topic)}
          </li>
        ))}
      </ul>
    </ResourceSection>
  ));
}
