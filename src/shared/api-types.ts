// Shapes the API returns; the server and the client code against these. The DTOs are the types of the routes'
// response schemas (src/shared/schemas/responses/accounts.ts), one definition for the wire, the OpenAPI
// document and the code.
import type { z } from 'zod';
import type * as wire from './schemas/responses/accounts';
import type { apiErrorSchema } from './schemas/responses/common';

export type SessionUserDto = z.infer<typeof wire.sessionUserSchema>;

export type SessionDto = z.infer<typeof wire.sessionResponseSchema>;

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export type WorkStampDto = z.infer<typeof wire.workStampSchema>;

export type TalentProfileDto = z.infer<typeof wire.talentProfileSchema>;

export type ManagerAccountDto = z.infer<typeof wire.managerAccountSchema>;
