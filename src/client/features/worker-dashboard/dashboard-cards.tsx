import { Briefcase, ClipboardList, UserRound } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';

type Tile = {
  title: string;
  description: string;
  icon: ComponentType<{ className?: string }>;
  to?: string;
  extra?: ReactNode;
};

/**
 * docs/product/applications.md: View Profile, Browse Shifts and My Applications, with a red count of the cards under
 * 'Pending Actions' (the spec's count of selected applications, widened to everything the worker owes).
 */
export function DashboardCards({ pendingCount }: { pendingCount: number }) {
  const tiles: Tile[] = [
    {
      to: '/talent-profile',
      title: 'View Profile',
      description: 'Update your information and skills',
      icon: UserRound,
    },
    {
      to: '/shifts',
      title: 'Browse Shifts',
      description: 'Find new opportunities to apply for',
      icon: Briefcase,
    },
    {
      title: 'My Applications',
      description: 'Track your shift applications below',
      icon: ClipboardList,
      extra:
        pendingCount > 0 ? (
          <Badge tone="red" aria-label={`${pendingCount} pending, awaiting your action`}>
            {pendingCount}
          </Badge>
        ) : null,
    },
  ];
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-3">
      {tiles.map(({ to, title, description, icon: Icon, extra }) => {
        const body = (
          <>
            <div className="flex items-center justify-between gap-2">
              <Icon aria-hidden="true" className="h-7 w-7 text-brand-700" />
              {extra}
            </div>
            <h2 className="mt-3 font-semibold text-slate-900">{title}</h2>
            <p className="mt-1 text-sm text-slate-600">{description}</p>
          </>
        );
        const box = 'block h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm';
        return (
          <li key={title}>
            {to ? (
              <Link to={to} className={`${box} transition hover:border-brand-500 hover:shadow-md`}>
                {body}
              </Link>
            ) : (
              <div className={box}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
