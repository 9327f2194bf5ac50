import { http } from '../http';
import type { ReaderPage } from '../types/books';
import type { CreatedBook, CreationState, CreatorOptions, StoryRequestInput } from '../types/creator';

export type * from '../types/creator';

/** GET /api/picture/creator/options – the generator ('local': the built-in composer), themes, levels and limits. */
export const getCreatorOptions = () => http.get<CreatorOptions>('picture/creator/options');

/** POST /api/picture/creator/create – starts making a book; answers the running creation. */
export const startCreation = (input: StoryRequestInput) => http.post<CreationState>('picture/creator/create', { json: input });

/** GET /api/picture/creator/creations – the caller's latest creations, newest first. */
export const getCreations = () => http.get<CreationState[]>('picture/creator/creations');

/** GET /api/picture/creator/creation/{id} – a creation's progress (quiet: the page shows its own state). */
export const getCreation = (id: number) => http.get<CreationState>(`picture/creator/creation/${id}`, { toast: false });

/** POST /api/picture/creator/creation/{id}/cancel */
export const cancelCreation = (id: number) => http.post<CreationState>(`picture/creator/creation/${id}/cancel`, { json: {} });

/** GET /api/picture/creator/books – the caller's created books. */
export const getCreatedBooks = () => http.get<CreatedBook[]>('picture/creator/books');

/** PUT /api/picture/creator/book/{id}/page/{page} – a page's new text and translation (a changed text is narrated again). */
export const editCreatedPage = (bookId: number, page: number, input: { text: string; textCn: string }) =>
  http.put<ReaderPage>(`picture/creator/book/${bookId}/page/${page}`, { json: input });

/** POST /api/picture/creator/book/{id}/publish – `childName` says what to do with the child's name when the book holds it. */
export const publishCreatedBook = (bookId: number, childName?: 'keep' | 'replace') =>
  http.post<{ id: number; listed: true }>(`picture/creator/book/${bookId}/publish`, { json: childName ? { childName } : {} });

/** POST /api/picture/creator/book/{id}/unpublish */
export const unpublishCreatedBook = (bookId: number) => http.post<{ id: number; listed: false }>(`picture/creator/book/${bookId}/unpublish`, { json: {} });

/** DELETE /api/picture/creator/book/{id} */
export const deleteCreatedBook = (bookId: number) => http.delete<{ deleted: true }>(`picture/creator/book/${bookId}`);
