import { DEMO_BLOCKED_NUMBERS, DEMO_CONTACTS } from './demoContacts';

export interface DemoMessage {
  direction: 'inbound' | 'outbound';
  text: string;
  /** Minutes before the seed's `now`. */
  minutesAgo: number;
  /** A picture under /api/media/. */
  picture?: string;
  /** An outgoing message the carrier could not deliver. */
  failed?: boolean;
}

export interface DemoChat {
  thirdPartyNumber: string;
  messages: DemoMessage[];
}

const HOUR = 60;
const DAY = 24 * HOUR;

/** Six conversations, oldest message first in each; two with blocked numbers, some with pictures. */
export const DEMO_CHATS: DemoChat[] = [
  {
    thirdPartyNumber: DEMO_CONTACTS[0],
    messages: [
      { direction: 'inbound', text: 'Are we still on for dinner tonight?', minutesAgo: 2 * HOUR + 30 },
      { direction: 'outbound', text: 'Yes! 7:30 at the usual place.', minutesAgo: 2 * HOUR + 20 },
      { direction: 'inbound', text: 'Look at this sunset on my way over', minutesAgo: 25, picture: 'sunset.jpg' },
      { direction: 'outbound', text: 'Gorgeous. See you soon', minutesAgo: 20 },
    ],
  },
  {
    thirdPartyNumber: DEMO_CONTACTS[1],
    messages: [
      { direction: 'outbound', text: 'Coffee tomorrow morning?', minutesAgo: DAY + 5 * HOUR },
      { direction: 'inbound', text: 'Sure, 9am works', minutesAgo: DAY + 4 * HOUR },
      { direction: 'inbound', text: 'Saved you a seat', minutesAgo: 9 * HOUR, picture: 'coffee.jpg' },
      { direction: 'outbound', text: 'Running 5 minutes late, sorry!', minutesAgo: 9 * HOUR - 3, failed: true },
      { direction: 'outbound', text: 'Running 5 minutes late, sorry!', minutesAgo: 9 * HOUR - 2 },
    ],
  },
  {
    thirdPartyNumber: DEMO_BLOCKED_NUMBERS[0],
    messages: [
      { direction: 'inbound', text: 'Congratulations! You have won a free cruise. Reply YES to claim.', minutesAgo: 3 * DAY },
      { direction: 'inbound', text: 'Final notice: your prize expires today.', minutesAgo: 2 * DAY + 6 * HOUR },
    ],
  },
  {
    thirdPartyNumber: DEMO_CONTACTS[2],
    messages: [
      { direction: 'inbound', text: 'Hi, this is your realtor. The open house is on Saturday.', minutesAgo: 5 * DAY },
      { direction: 'inbound', text: 'Here is the front of the house', minutesAgo: 5 * DAY - 2, picture: 'house.jpg' },
      { direction: 'outbound', text: 'Looks lovely, we will be there at 11.', minutesAgo: 4 * DAY + 20 * HOUR },
    ],
  },
  {
    thirdPartyNumber: DEMO_CONTACTS[3],
    messages: [
      { direction: 'inbound', text: 'Happy birthday!!', minutesAgo: 7 * DAY, picture: 'balloons.jpg' },
      { direction: 'outbound', text: 'Thank you so much!', minutesAgo: 7 * DAY - 30 },
      { direction: 'inbound', text: 'Party pics coming soon', minutesAgo: 7 * DAY - 25 },
    ],
  },
  {
    thirdPartyNumber: DEMO_BLOCKED_NUMBERS[1],
    messages: [
      { direction: 'inbound', text: 'Your car warranty is about to expire.', minutesAgo: 10 * DAY },
      { direction: 'outbound', text: 'Please stop texting this number.', minutesAgo: 10 * DAY - 10 },
    ],
  },
];
