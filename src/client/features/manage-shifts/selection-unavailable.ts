import { applicationTransition, vacancyRefusal } from '../../../shared/domain/state-machine';
import { SELECT_MESSAGES } from '../../../shared/marketplace/messages';
import type { ShiftDto } from '../../../shared/marketplace/types';

/**
 * Why nobody can be selected for this shift now (started, closed, filled), in the words the server refuses
 * with, or null when someone can (say it on the card, not after the dialog). It asks the state machine
 * the server asks (ADR 014) about an applicant who is still interested.
 */
export function selectionUnavailable(shift: ShiftDto, now: Date): string | null {
  const move = applicationTransition('interested', 'selected', { actor: 'manager', now, shift });
  if (move.ok) return null;
  const problem = vacancyRefusal(move.reason);
  return problem ? SELECT_MESSAGES[problem] : move.message;
}
