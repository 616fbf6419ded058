import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

/** Dashboard › … › current page. */
export function ManagerBreadcrumb({
  trail,
  current,
}: {
  trail: { to: string; label: string }[];
  current: string;
}) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((crumb) => (
          <li key={crumb.to} className="flex items-center gap-1">
            <Link to={crumb.to} className="hover:underline">
              {crumb.label}
            </Link>
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </li>
        ))}
        <li aria-current="page" className="font-medium text-slate-900">
          {current}
        </li>
      </ol>
    </nav>
  );
}
