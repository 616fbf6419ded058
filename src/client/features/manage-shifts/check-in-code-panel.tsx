import { QrCode } from 'lucide-react';
import { CHECK_IN_CODE_PANEL } from '../../../shared/marketplace/attendance-messages';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useCheckInCode } from './api/check-in-code';

/**
 * 'Check-in code' on the manager's shift page (docs/product/attendance.md, "Check-in code"): the 4-digit code in
 * large digits and a QR code of the check-in link (drawn by the server as SVG, so no QR library is in the bundle).
 * Only the shift's manager can read it (GET /api/shifts/:shiftId/check-in-code).
 */
export function CheckInCodePanel({ shiftId }: { shiftId: string }) {
  const query = useCheckInCode(shiftId);
  return (
    <Card className="mt-6" aria-labelledby="check-in-code-title">
      <CardHeader>
        <h2 id="check-in-code-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <QrCode aria-hidden="true" className="h-5 w-5 text-slate-600" />
          {CHECK_IN_CODE_PANEL.title}
        </h2>
        <p className="text-sm text-slate-700">{CHECK_IN_CODE_PANEL.hint}</p>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Spinner label="Loading the check-in code..." />
        ) : query.isError || !query.data ? (
          <p role="alert" className="text-sm text-red-800">
            The check-in code could not be loaded. Please refresh the page.
          </p>
        ) : (
          <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-center sm:gap-8">
            <p className="font-mono text-5xl font-bold tracking-[0.3em] text-slate-900 tabular-nums">
              {/* Read digit by digit ('4 0 2 7'), not as a number. */}
              <span className="sr-only">Check-in code {query.data.code.split('').join(' ')}</span>
              <span aria-hidden="true">{query.data.code}</span>
            </p>
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(query.data.qrSvg)}`}
              alt={CHECK_IN_CODE_PANEL.qrAlt}
              width={192}
              height={192}
              className="h-48 w-48 rounded border border-slate-200 bg-white p-1"
            />
            <p className="min-w-0 break-all text-xs text-slate-600 sm:max-w-56">
              <span className="font-medium text-slate-700">{CHECK_IN_CODE_PANEL.linkLabel}: </span>
              {query.data.checkInUrl}
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
