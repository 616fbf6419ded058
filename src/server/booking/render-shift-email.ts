// The booking e-mails' renderer, loaded on the first e-mail rather than with the server: React Email's components
// take about half a second to load, which every start of the server (and every test file that builds the app) would
// otherwise pay before any e-mail is due.
import type { ShiftEmailProps } from './shift-email';

let loading: Promise<typeof import('./shift-email')> | undefined;

export async function renderShiftEmail(props: ShiftEmailProps): Promise<{ html: string; text: string }> {
  loading ??= import('./shift-email');
  return (await loading).renderShiftEmail(props);
}
