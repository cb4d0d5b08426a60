// The month names the services write in English text (the verdict's "per MCA records of May
// 2025", a score reason's file date), read back so a page can say them in its own language.
const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 1 for 'January' … 12 for 'December'; 0 for anything else. */
export const englishMonthNumber = (name: string): number => ENGLISH_MONTHS.indexOf(name) + 1;
