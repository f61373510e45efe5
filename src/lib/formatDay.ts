const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A day in the customer's time zone as '05 Nov 2026' (dayjs's 'DD MMM YYYY'). Without Intl: the
 * account page built an Intl.DateTimeFormat as its code loaded, which loaded the locale's data,
 * one task of ~70 ms on a phone (issue 26); and en-GB's short September is 'Sept' in newer ICU.
 */
export function formatDay(date: Date): string {
  return `${String(date.getDate()).padStart(2, '0')} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}
