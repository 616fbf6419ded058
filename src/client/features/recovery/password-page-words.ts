import type { Role } from '../../../shared/domain/roles';

/**
 * Why a set-password link was sent: `reset` (Forgot password) or `setup`, the first password of an account made
 * for someone (`npm run ops:add`; docs/product/operations.md, "Staff accounts"). The link's fragment says which
 * (`purpose=setup`); it only changes the words of the page, the token is checked the same way.
 */
export type LinkPurpose = 'reset' | 'setup';

export const linkPurpose = (raw: string | null): LinkPurpose => (raw === 'setup' ? 'setup' : 'reset');

/** How the page names the account: staff accounts are 'staff' to people (role `ops` is the code's word). */
const ACCOUNT_WORD: Record<Role, string> = { talent: 'talent', manager: 'manager', ops: 'staff' };

export function passwordPageWords(purpose: LinkPurpose, userType: Role) {
  const account = ACCOUNT_WORD[userType];
  if (purpose === 'setup')
    return {
      title: 'Set your password',
      description: `Choose the password for your new ${account} account`,
      submit: 'Set Password',
      busy: 'Setting Password...',
      successTitle: 'Password Set',
      success: 'Your password is set. You can now sign in with it.',
    };
  return {
    title: 'Reset Password',
    description: `Enter your new password for your ${account} account`,
    submit: 'Update Password',
    busy: 'Updating Password...',
    successTitle: 'Password Reset Successful',
    success: 'Your password has been updated successfully. You can now log in with your new password.',
  };
}
