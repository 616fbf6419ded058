import { shiftVacancyProblem } from '../../../shared/domain/shift-availability';
import { SELECT_MESSAGES } from '../../../shared/marketplace/messages';
import type { ShiftDto } from '../../../shared/marketplace/types';

/**
 * Why nobody can be selected for this shift now (started, closed, filled), in the words the server refuses
 * with, or null when someone can (issue 11: say it on the card, not after the dialog).
 */
export function selectionUnavailable(shift: ShiftDto, now: Date): string | null {
  const problem = shiftVacancyProblem(shift, now);
  return problem ? SELECT_MESSAGES[problem] : null;
}
