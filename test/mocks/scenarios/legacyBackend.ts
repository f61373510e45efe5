import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { apiUrl } from '../apiUrl';
import { accepted } from './respond';

/**
 * A backend that answers within SPEC §3 and §7 but not as our server does: identifiers are
 * strings, the subscription status may be null or missing, the balance is a bare number, and
 * optional fields are left out. Written as literal JSON (no factories) so it shows exactly what
 * goes over the wire.
 */
export interface LegacyCustomer {
  /** GET /webgetsubscription's body. */
  subscription: JsonBodyType;
  activeSubscriptions: JsonBodyType[];
  phones: JsonBodyType[];
}

/** A subscriber: an item of the active list names the plan; GET /plans/ marks none. */
export const legacySubscriber: LegacyCustomer = {
  subscription: { status: 'active' },
  activeSubscriptions: [{ subscription_id: 'sub_123', plan_id: 'plan_month' }],
  phones: [{ phone_number: '8575550100' }],
};

/** A customer who never subscribed, answered with status null. */
export const legacyNeverSubscribed: LegacyCustomer = { subscription: { status: null }, activeSubscriptions: [], phones: [] };

/** A customer who never subscribed, answered with no status field at all. */
export const legacyNoStatusField: LegacyCustomer = { subscription: {}, activeSubscriptions: [], phones: [] };

export const legacyPlans = [
  { plan_id: 'plan_year', plan_name_en: 'Yearly', plan_interval: 'year', new_total_amount: 8388, new_monthly_amount: 699 },
  {
    plan_id: 'plan_month',
    plan_name_en: 'Monthly',
    plan_interval: 'month',
    new_total_amount: 1299,
    new_monthly_amount: 1299,
    description_en: 'Private number•Voicemail',
  },
  { plan_id: 'plan_quarter', plan_name_en: 'Quarterly', plan_interval: '3 months', new_total_amount: 2997, new_monthly_amount: 999 },
];

const calls = [
  { id: 'call_2', call_date: '2026-11-20 10:00:00', call_from: '6175550123', call_to: '8575550100', hangup_cause: 'SUCCESS', duration: 75 },
  { id: 'call_1', call_date: '2026-11-19 09:00:00', call_from: 8575550100, call_to: 6175550188, hangup_cause: 'NO_ANSWER', duration: '0' },
];

const chats = [
  {
    chat_id: 'c1',
    third_party_number: '6175550123',
    messages: [
      { message_id: 'm1', text: 'Are we still on for Friday?', timestamp: '2026-11-20T10:00:00Z', direction: 'inbound' },
      { message_id: 'm2', text: 'Yes, see you then', timestamp: '2026-11-20T10:05:00Z', direction: 'outbound', sent: true },
    ],
  },
];

const bundles = [{ id: 'bundle_500', price: '5', credits: 500, purchase_name: 'credits_500' }];
const esimPlans = { success: true, plans: [{ id: 'esim_1gb', price: 15, descriptions: { en: '1 GB for 30 days' } }] };

const json = (body: JsonBodyType) => () => HttpResponse.json(structuredClone(body));

/** Every call the signed-in screens make, answered the legacy way; every change accepted. */
/** An installed eSIM as a backend may describe it: no 'success', numbers as JSON numbers, usage sizes as text. */
export const legacyEsim = {
  record: { textQrCode: 'LPA:1$smdp.example.com$CODE-1', imei: 356938035643809, iccid: '8901260882200000001', createdAt: '2026-11-01T10:00:00Z' },
  usage: {
    dataTotalUsage: { downlink: '300', uplink: 60, totalVolume: 360 },
    dataUsage: [{ date: '2026-11-20', downlink: 300, uplink: '60', totalVolume: 360 }],
  },
};

export function legacyBackend(
  customer: LegacyCustomer = legacySubscriber,
  balance: JsonBodyType = 12.5,
  esim: JsonBodyType = { success: false },
): HttpHandler[] {
  return [
    http.get(apiUrl('/user/webprofile'), json({ first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com', is_verified: true })),
    http.get(apiUrl('/webgetsubscription'), json(customer.subscription)),
    http.get(apiUrl('/websubscription/active'), json(customer.activeSubscriptions)),
    http.get(apiUrl('/webphones'), json(customer.phones)),
    http.get(apiUrl('/plans/'), json(legacyPlans)),
    http.get(apiUrl('/webgetbalance'), json(balance)),
    http.get(apiUrl('/getcredits'), json(bundles)),
    http.get(apiUrl('/webcalllog'), json(calls)),
    http.get(apiUrl('/webgetallchatmessages'), json(chats)),
    http.get(apiUrl('/webgetblockednumber'), json([{ phone_number: 6175550199 }])),
    // Not in SPEC §7: a backend of the spec alone does not know it.
    http.get(apiUrl('/webvmgreeting'), () => HttpResponse.json({ failure: 'Not Found' }, { status: 404 })),
    // The card on file and upgrade quote are not in SPEC §7 either.
    http.get(apiUrl('/billing/paymentmethod'), () => HttpResponse.json({ failure: 'Not Found' }, { status: 404 })),
    http.get(apiUrl('/webupgradesubscription/quote'), () => HttpResponse.json({ failure: 'Not Found' }, { status: 404 })),
    // The signed-in devices neither.
    http.get(apiUrl('/sessions'), () => HttpResponse.json({ failure: 'Not Found' }, { status: 404 })),
    // Nor passkeys.
    http.get(apiUrl('/passkeys'), () => HttpResponse.json({ failure: 'Not Found' }, { status: 404 })),
    http.post(apiUrl('/passkeys/sign-in-options'), () => HttpResponse.json({ failure: 'Not Found' }, { status: 404 })),
    // Nor 'Download your data'.
    http.get(apiUrl('/account/export'), () => HttpResponse.json({ failure: 'Not Found' }, { status: 404 })),
    // Nor the voicemail inbox.
    http.get(apiUrl('/voicemails'), () => HttpResponse.json({ failure: 'Not Found' }, { status: 404 })),
    // Nor the live activity.
    http.post(apiUrl('/events/ticket'), () => HttpResponse.json({ failure: 'Not Found' }, { status: 404 })),
    // Nor Web Push.
    http.get(apiUrl('/push/config'), () => HttpResponse.json({ failure: 'Not Found' }, { status: 404 })),
    http.post(apiUrl('/push/subscriptions'), () => HttpResponse.json({ failure: 'Not Found' }, { status: 404 })),
    http.delete(apiUrl('/push/subscriptions/:id'), () => HttpResponse.json({ failure: 'Not Found' }, { status: 404 })),
    // Nor the port tracker.
    http.get(apiUrl('/portphone/requests'), () => HttpResponse.json({ failure: 'Not Found' }, { status: 404 })),
    http.post(apiUrl('/portphone/requests'), () => HttpResponse.json({ failure: 'Not Found' }, { status: 404 })),
    http.get(apiUrl('/esim/getplans'), json(esimPlans)),
    http.get(apiUrl('/esim/details'), json(esim)),
    http.get(apiUrl('/esim/usage'), json(legacyEsim.usage)),
    // Nor data top-ups.
    http.get(apiUrl('/esim/topups'), () => HttpResponse.json({ failure: 'Not Found' }, { status: 404 })),
    http.get(apiUrl('/websearchphonesavailable/:areaCode'), json({ area_code: ['857'], phone_numbers: ['8575550101'] })),
    http.get(apiUrl('/webdeletechat/:chatId'), accepted),
    http.post(apiUrl('/webhidecalls'), accepted),
    http.delete(apiUrl('/websubscription/details/:subscriptionId'), () => new HttpResponse(null, { status: 204 })),
    http.post(apiUrl('/webupgradesubscription'), accepted),
    http.post(apiUrl('/websubscription'), accepted),
    http.put(apiUrl('/user/webprofile/more'), accepted),
    http.post(apiUrl('/webpurchaseesim'), accepted),
  ];
}
