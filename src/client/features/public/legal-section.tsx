import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { PageContainer, PageHeading } from '../../components/ui/page';

export type LegalSectionContent = { id: string; title: string; body: ReactNode };

/** Scrolls to the element named by the URL hash, e.g. /privacy-policy#cookies (docs/product/support.md). */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    // Deferred a frame: on a fresh load <ScrollRestoration> may restore a saved position after our mount.
    const frame = requestAnimationFrame(() =>
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}

/** Legal pages have a Back button that goes back in history (docs/product/support.md). */
function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  // 'default' is the key of the first entry: opened directly there is nothing to go back to, so go home.
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));
  return (
    <Button variant="ghost" size="sm" onClick={goBack} className="-ml-3">
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      Back
    </Button>
  );
}

export function LegalList({ items }: { items: ReactNode[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5 marker:text-brand-700">
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

function LegalSection({ number, section }: { number: number; section: LegalSectionContent }) {
  return (
    <section
      aria-labelledby={section.id}
      className="border-t border-slate-200 pt-6 first:border-t-0 first:pt-0"
    >
      <h2 id={section.id} className="scroll-mt-24 text-xl font-semibold text-slate-900">
        {number}. {section.title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700">{section.body}</div>
    </section>
  );
}

type LegalDocumentProps = { title: string; intro: ReactNode; sections: LegalSectionContent[] };

/** Shared shell of the Terms and Privacy pages: back button, heading, contents list, numbered sections. */
export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  useScrollToHash();
  return (
    <PageContainer className="max-w-4xl">
      <BackButton />
      <PageHeading className="mt-4">{title}</PageHeading>
      <div className="mt-3 leading-relaxed text-slate-700">{intro}</div>

      <nav
        aria-label="On this page"
        className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-700">On this page</h2>
        <ol className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
          {sections.map((section, i) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-700 underline-offset-4 hover:underline">
                {i + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <article className="mt-6 space-y-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {sections.map((section, i) => (
          <LegalSection key={section.id} number={i + 1} section={section} />
        ))}
      </article>
    </PageContainer>
  );
}
