import { http } from '../http';
import type { ReportClientEventInput } from '../schemas/monitor';

/** POST /api/monitor/customEventReport – never toasts: reporting must not bother the user. */
export const reportClientEvent = (event: ReportClientEventInput) =>
  http.post<{ id: number }>('monitor/customEventReport', { json: event, toast: false });
