// What check-in's routes answer (docs/product/attendance.md, "Check-in code").
import { z } from 'zod';

/** `GET /api/shifts/:shiftId/check-in-code`: the shift's 4-digit code, the check-in link and its QR code (SVG). */
export const checkInCodeSchema = z.object({
  code: z.string().regex(/^\d{4}$/),
  checkInUrl: z.string(),
  qrSvg: z.string(),
});
