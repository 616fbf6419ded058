import { Badge } from '../ui/badge';

/** A worker's skills as tags (the applicant card, the 'Favourites' page); nothing when there are none. */
export function SkillBadges({ skills }: { skills: readonly string[] }) {
  if (skills.length === 0) return null;
  return (
    <ul aria-label="Skills" className="flex flex-wrap gap-2">
      {skills.map((skill) => (
        <li key={skill}>
          <Badge tone="blue">{skill}</Badge>
        </li>
      ))}
    </ul>
  );
}
