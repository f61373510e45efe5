/** A bubble's height in px apart from its lines of text: the row's padding, the bubble's and its time line (caption). */
export const bubbleChromePx = 12 + 16 + 20;
/** Each line of a bubble's text (body1: 1rem at line height 1.5). */
export const bubbleLinePx = 24;
/** A picture in a bubble (ChatImage: at most 240 px high, and its margin). */
export const bubbleImagePx = 244;
/** A day's heading between messages ('Today', 'Yesterday', '28 Nov 2026'): a row of fixed height. */
export const daySeparatorPx = 32;
