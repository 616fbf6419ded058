import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { Button, type ButtonProps } from './button';

type LinkButtonProps = Pick<ButtonProps, 'variant' | 'size' | 'className'> & {
  to: To;
  /** Drawn before the label. */
  icon?: LucideIcon;
  /** Drawn after the label (an arrow that says "go on"). */
  trailingIcon?: LucideIcon;
  children: ReactNode;
};

/** A router link styled as a button, with its icons sized to the button. */
export function LinkButton({ to, icon: Icon, trailingIcon: Trailing, children, ...button }: LinkButtonProps) {
  const iconClass = button.size === 'lg' ? 'h-5 w-5' : 'h-4 w-4';
  return (
    <Button asChild {...button}>
      <Link to={to}>
        {Icon ? <Icon className={iconClass} aria-hidden="true" /> : null}
        {children}
        {Trailing ? <Trailing className={iconClass} aria-hidden="true" /> : null}
      </Link>
    </Button>
  );
}
