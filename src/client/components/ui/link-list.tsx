import { Link } from 'react-router';

export type LinkItem = { to: string; label: string };

/** A plain list of in-app links (the footer's Support column, the Help Center's Quick Links). */
export function LinkList({
  links,
  className,
  linkClassName,
}: {
  links: LinkItem[];
  className?: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClassName}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
