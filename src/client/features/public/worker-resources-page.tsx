import {
  ArrowRight,
  Award,
  Camera,
  CircleCheck,
  Clock,
  FileText,
  HeartHandshake,
  Search,
  Shirt,
  Sparkles,
  Star,
  UserRound,
  Users,
} from 'lucide-react';
import { LinkButton } from '../../components/ui/link-button';
import { ResourceCentrePage, ResourceSection, type TopicGroup, TopicGroups } from './topic-groups';

// Worker Resource Center topics (docs/product/support.md, "Public pages").
const GROUPS: TopicGroup<{ tips: string[] }>[] = [
  {
    id: 'profile',
    title: 'Build a standout profile',
    topics: [
      {
        icon: Camera,
        title: 'Profile photo',
        tips: ['Use a recent, well-lit photo of your face.', 'Smile and keep the background simple.'],
      },
      {
        icon: FileText,
        title: 'Bio',
        tips: [
          'Lead with your strongest retail or restaurant experience.',
          'Keep it short, friendly and free of typos.',
        ],
      },
      {
        icon: Award,
        title: 'Skills',
        tips: [
          'Choose only skills you can do confidently on day one.',
          'Add new skills as you gain experience.',
        ],
      },
    ],
  },
  {
    id: 'appearance',
    title: 'Look the part',
    topics: [
      {
        icon: Shirt,
        title: 'Dress codes',
        tips: [
          'Read the dress code in the shift details before you accept.',
          'When in doubt, wear clean, neutral clothes and closed-toe shoes.',
        ],
      },
      {
        icon: Sparkles,
        title: 'Grooming',
        tips: [
          'Arrive neat and tidy, with hair tied back for food work.',
          'Keep fragrance and jewelry minimal.',
        ],
      },
    ],
  },
  {
    id: 'on-the-job',
    title: 'Shine on the job',
    topics: [
      {
        icon: Clock,
        title: 'Arrival',
        tips: [
          'Plan your route and parking ahead of time.',
          'Check in with the contact person as soon as you arrive.',
        ],
      },
      {
        icon: HeartHandshake,
        title: 'Customer service',
        tips: ['Greet every customer with a smile.', 'If you do not know an answer, find someone who does.'],
      },
      {
        icon: Users,
        title: 'Teamwork',
        tips: ['Ask how the team likes things done.', 'Offer help when your own tasks are finished.'],
      },
      {
        icon: Star,
        title: 'Reputation',
        tips: [
          'Managers and workers rate each other after each shift.',
          'Showing up on time and finishing strong earns repeat bookings.',
        ],
      },
    ],
  },
];

const CHECKLIST = [
  'Arrive 10-15 minutes early',
  'Phone charged, and on silent during the shift',
  'Shift address, parking details and contact person saved',
  'Outfit matches the dress code',
  'Photo ID with you',
  'Check in with the manager when you arrive',
];

export default function WorkerResourcesPage() {
  return (
    <ResourceCentrePage
      title="Worker Resource Center"
      description="Tips for shift talent: build a standout profile, dress for the shift and earn great ratings."
      lead="Practical tips to help you get selected, do great work and build a reputation managers trust."
    >
      <TopicGroups
        groups={GROUPS}
        body={({ tips }) => (
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm leading-relaxed text-slate-700">
            {tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        )}
      />

      <ResourceSection
        id="checklist"
        title="Shift-day checklist"
        className="mt-10 rounded-xl border border-brand-200 bg-brand-50 p-5 sm:p-8"
      >
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {CHECKLIST.map((item) => (
            <li key={item} className="flex items-start gap-3 text-slate-800">
              <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      </ResourceSection>

      <ResourceSection id="next" title="Ready for your next shift?" className="mt-10 text-center">
        <div className="mt-4 flex flex-col justify-center gap-3 sm:flex-row">
          <LinkButton to="/talent-profile" icon={UserRound} variant="secondary" size="lg">
            View My Profile
          </LinkButton>
          <LinkButton to="/shifts" icon={Search} trailingIcon={ArrowRight} size="lg">
            Find Shifts
          </LinkButton>
        </div>
      </ResourceSection>
    </ResourceCentrePage>
  );
}
