import type { AppealSubjectKind } from '../../../shared/domain/appeals';
import type { AppealDto } from '../../../shared/schemas/responses/manager-attendance';
import { api } from '../../lib/api';

/** POST /api/appeals: one appeal of a decision (a no-show, a mark, a vetting refusal), once, within 14 days. */
export const postAppeal = (input: { subjectKind: AppealSubjectKind; subjectId: string; note: string }) =>
  api<{ appeal: AppealDto }>('/appeals', { method: 'POST', body: input });
