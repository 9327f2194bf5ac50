import { http } from '../http';

/** GET /api/common/random/keywords – suggestion strings for the header search. */
export const getRandomKeywords = (type = 1) => http.get<string[]>('common/random/keywords', { query: { type }, toast: false });
