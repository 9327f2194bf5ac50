import { createStore } from './create-store';

/** The global UI state of SPEC §3, with its defaults. */
export interface UiState {
  headers: boolean;
  footers: boolean;
  cartnumber: number;
  logoUrl: string;
  titleCon: string;
  unreadNum: number;
  service_num: string;
}

export const UI_DEFAULTS: UiState = {
  headers: true,
  footers: true,
  cartnumber: 0,
  logoUrl: '/brand/logo.svg',
  titleCon: '',
  unreadNum: 0,
  service_num: '',
};

export const uiState = createStore<UiState>(UI_DEFAULTS);
export const useUiState = uiState.useStore;

/** Unread badge text: the count, '99+' above 99, nothing at 0. */
export function formatUnread(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}

/** Sum of unread counts for group types 0 to 5 (SPEC §4 Unread badge). */
export function sumUnread(groups: { groupType: number; unreadCount: number }[]): number {
  return groups
    .filter((g) => g.groupType >= 0 && g.groupType <= 5)
    .reduce((total, g) => total + Math.max(0, g.unreadCount), 0);
}
