import type { AppealDto } from '../../../shared/schemas/responses/manager-attendance';
import type { appeals } from '../../db/schema';

export function toAppealDto(row: typeof appeals.$inferSelect): AppealDto {
  return {
    id: row.id,
    subjectKind: row.subjectKind,
    subjectId: row.subjectId,
    note: row.note,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionReason: row.decisionReason,
  };
}
