// The offer dialog says before the click when a daily text cap would keep the offer to the app (docs/product/sms.md,
// "Daily caps"): the worker's number's, or the manager's own.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ContactWorkerDialog } from '../../src/client/features/manage-shifts/contact-worker-dialog';
import { applicantDto, managerShiftDto } from '../factories/dtos';

const open = (offerTextCap: 'manager' | 'number' | null) =>
  render(
    <ContactWorkerDialog
      applicant={applicantDto('interested', { offerTextCap })}
      shift={managerShiftDto()}
      sending={false}
      onSend={vi.fn()}
      onClose={vi.fn()}
    />,
  );

describe('the offer dialog and the daily caps', () => {
  it("names the number's cap and offers 'Select and Notify in App'", () => {
    open('number');
    const dialog = screen.getByRole('dialog', { name: 'Select Jordan Reyes for this shift?' });
    within(dialog).getByText(
      /^Jordan Reyes has had 3 offer texts today, the most one number gets in 24 hours, so we will select them and notify them in the app only\./,
    );
    within(dialog).getByRole('button', { name: 'Select and Notify in App' });
  });

  it("names the manager's own cap", () => {
    open('manager');
    screen.getByText(/^You have sent 20 offer texts today, the most in 24 hours, so we will select them/);
  });

  it('without a cap, texts the offer', () => {
    open(null);
    expect(screen.getByRole('button', { name: 'Send Offer by SMS' })).toBeTruthy();
  });
});
