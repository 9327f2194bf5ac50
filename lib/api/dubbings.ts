import { http } from '../http';
import type { DubbingCard, DubbingDetail, DubbingPageResult } from '../types/dubbings';
import type { PageOf } from '../types/paging';

export type * from '../types/dubbings';

/** POST /api/picture/dubbing/start – the caller's draft of a book (made when there is none), with the pages already recorded. */
export const startDubbing = (bookId: number) => http.post<DubbingDetail>('picture/dubbing/start', { json: { bookId } });

/** POST /api/picture/dubbing/page/upload?dubbingId&page – one page's 16 kHz mono WAV (multipart `file`); answers its scores. Quiet: the recorder shows its own 'save failed'. */
export function uploadDubbingPage(dubbingId: number, page: number, wav: Blob, options: { signal?: AbortSignal } = {}) {
  const body = new FormData();
  body.append('file', wav, `page-${page}.wav`);
  return http.post<DubbingPageResult>('picture/dubbing/page/upload', { query: { dubbingId, page }, body, toast: false, signal: options.signal });
}

/** POST /api/picture/dubbing/finish – every page recorded: the whole dubbing's scores. */
export const finishDubbing = (dubbingId: number) => http.post<DubbingDetail>('picture/dubbing/finish', { json: { dubbingId }, toast: false });

/** GET /api/picture/dubbing/detail?id */
export const getDubbing = (id: number) => http.get<DubbingDetail>('picture/dubbing/detail', { query: { id } });

/** GET /api/picture/dubbing/user/{page}/{size}?userId – a user's finished dubbings (userId omitted: mine). */
export const getUserDubbings = (page: number, size: number, userId?: number) =>
  http.get<PageOf<DubbingCard>>(`picture/dubbing/user/${page}/${size}`, { query: { userId } });

/** DELETE /api/picture/dubbing/{id} */
export const deleteDubbing = (id: number) => http.delete<{ deleted: true }>(`picture/dubbing/${id}`);
