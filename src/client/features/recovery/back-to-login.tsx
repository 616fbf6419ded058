import { ArrowLeft } from 'lucide-react';
import type { Role } from '../../../shared/domain/roles';
import { Button } from '../../components/ui/button';
import { LinkButton } from '../../components/ui/link-button';

/** Where each account type logs in: the recovery pages lead back there (docs/product/recovery.md). */
const LOGIN_PATHS: Record<Role, string> = {
  talent: '/talent-auth',
  manager: '/manager-login',
  ops: '/ops/sign-in',
};
export const loginPath = (type: Role) => LOGIN_PATHS[type];

export function BackToLogin({ userType }: { userType: Role }) {
  return (
    <LinkButton to={loginPath(userType)} icon={ArrowLeft} variant="ghost">
      Back to Login
    </LinkButton>
  );
}

/** A recovery form's last rows: its submit button (busy while the request is out), then the way back to login. */
export function RecoveryFormActions({
  submitting,
  label,
  busyLabel,
  userType,
}: {
  submitting: boolean;
  label: string;
  busyLabel: string;
  userType: Role;
}) {
  return (
    <>
      <Button type="submit" disabled={submitting}>
        {submitting ? busyLabel : label}
      </Button>
      <BackToLogin userType={userType} />
    </>
  );
}
