import { ArrowLeft } from 'lucide-react';
import type { UserType } from '../../../shared/api-types';
import { LinkButton } from '../../components/ui/link-button';

/** Where each account type logs in: the recovery pages lead back there (docs/product/recovery.md). */
export const loginPath = (type: UserType) => (type === 'talent' ? '/talent-auth' : '/manager-login');

export function BackToLogin({ userType }: { userType: UserType }) {
  return (
    <LinkButton to={loginPath(userType)} icon={ArrowLeft} variant="ghost">
      Back to Login
    </LinkButton>
  );
}
