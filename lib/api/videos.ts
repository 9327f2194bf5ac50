import { http } from '../http';
import type { PageOf } from '../types/paging';
import type { VideoCard } from '../types/videos';

export type * from '../types/videos';

/** POST /api/video/user/collect/{page}/{size}?userId */
export const getCollectedVideos = (page: number, size: number, userId?: number) =>
  http.post<PageOf<VideoCard>>(`video/user/collect/${page}/${size}`, { query: { userId } });

/** GET /api/user/video/page?userId&page&size */
export const getUserVideos = (page: number, size: number, userId?: number) =>
  http.get<PageOf<VideoCard>>('user/video/page', { query: { userId, page, size } });
