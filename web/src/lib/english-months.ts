import { ENGLISH_MONTHS } from '@trusthive/contracts';

// The month names the services write in English text (the verdict's "per MCA records of May
// 2025", a score reason's file date), read back so a page can say them in its own language.
// The contracts' one list: the package declares no side effects, so the first script takes
// this array and none of verdict.ts's schemas.

/** 1 for 'January' … 12 for 'December'; 0 for anything else. */
export const englishMonthNumber = (name: string): number =>
  (ENGLISH_MONTHS as readonly string[]).indexOf(name) + 1;
