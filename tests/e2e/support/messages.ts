import cn from '../../../messages/cn.json';
import en from '../../../messages/en.json';

/** The texts the product shows, so the tests read the same words as the user. */
export const MESSAGES = { cn, en } as const;
