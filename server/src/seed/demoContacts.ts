/** The demo customer's own number (555-01xx numbers are reserved for fiction). */
export const DEMO_PHONE_NUMBER = '6175550100';

/** People the demo customer talks to. */
export const DEMO_CONTACTS = [
  '6175550111',
  '8575550123',
  '5085550187',
  '3395550164',
  '2125550199',
  '4155550136',
  '7815550108',
  '6465550172',
] as const;

/** Two of the contacts are blocked, and both appear in calls and chats, so is_blocked shows. */
export const DEMO_BLOCKED_NUMBERS = ['2125550199', '7815550108'] as const;
