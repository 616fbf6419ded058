import { useNavigate } from 'react-router';
import { signOut } from './session';
import { toast } from './toast';

/** Signs out and lands on `destination` (Logout → /, dashboard Sign Out → /retail-manager-auth: docs/product/accounts.md). */
export function useSignOut() {
  const navigate = useNavigate();
  return async (destination: string) => {
    // Leave first, and wait until the (lazily loaded) destination is on screen: clearing the session while a
    // guarded page is still mounted lets its guard redirect to its login page instead (a race that sent dashboard
    // sign-outs to /manager-login).
    await navigate(destination);
    try {
      await signOut();
      toast.success('Logged out successfully', { description: 'You have been securely logged out.' });
    } catch {
      toast.error('Logout error', { description: 'There was an issue logging out. Please try again.' });
    }
  };
}
