import { type PasswordStrengthLabel, passwordStrength } from '../../../shared/password';
import { cn } from '../../lib/cn';

const CRITERIA_COUNT = 5;

const TONE: Record<PasswordStrengthLabel, { bar: string; text: string }> = {
  Weak: { bar: 'bg-red-600', text: 'text-red-700' },
  Good: { bar: 'bg-amber-500', text: 'text-amber-800' },
  Strong: { bar: 'bg-emerald-600', text: 'text-emerald-700' },
};

/**
 * The strength meter (docs/product/accounts.md, "Passwords"): Weak at 2 or fewer of the five criteria, Good at 3, Strong above. The live region is
 * always in the page so a screen reader hears the label change, and only then (not on every key).
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { score, label } = passwordStrength(password);
  const tone = TONE[label];
  return (
    <div aria-live="polite" className="min-h-6">
      {password ? (
        <div className="flex items-center gap-3">
          <div className="flex flex-1 gap-1" aria-hidden="true">
            {Array.from({ length: CRITERIA_COUNT }, (_, i) => (
              <span
                key={i}
                className={cn('h-1.5 flex-1 rounded-full', i < score ? tone.bar : 'bg-slate-200')}
              />
            ))}
          </div>
          <p className="text-sm text-slate-700">
            Strength: <span className={cn('font-semibold', tone.text)}>{label}</span>
          </p>
        </div>
      ) : null}
    </div>
  );
}
