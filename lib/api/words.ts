import { http } from '../http';
import type { PageOf } from '../types/paging';
import type { WordBankAddInput, WordBankAddResult, WordBankItem, WordLookup } from '../types/words';

export type * from '../types/words';

/** GET /api/picture/word?word – a tapped word's phonetic, part of speech and Chinese meaning (4790 when the dictionary lacks it). */
export function lookupWord(word: string) {
  return http.get<WordLookup>('picture/word', { query: { word } });
}

/** GET /api/user/words/page/{page}/size/{size} – one page of the caller's word bank, newest first. */
export function getWordBank(page: number, size: number) {
  return http.get<PageOf<WordBankItem>>(`user/words/page/${page}/size/${size}`);
}

/** POST /api/user/words – keeps the word at `wordIndex` of a book's page (answers the kept one when it is there already). */
export function addToWordBank(input: WordBankAddInput) {
  return http.post<WordBankAddResult>('user/words', { json: input });
}

/** DELETE /api/user/words/{id} – removes one of the caller's words. */
export function removeFromWordBank(id: number) {
  return http.delete<{ id: number }>(`user/words/${id}`);
}
