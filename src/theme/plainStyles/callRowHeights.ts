/** The call list's row heights in px: its stylesheet draws them, its window places rows by them. */
export const CALL_ROW_HEIGHT = 64;
export const DATE_ROW_HEIGHT = 40;
