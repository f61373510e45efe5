import type {
  ActiveSubscription,
  BillingHistoryPage,
  BlockedNumber,
  CardOnFile,
  CallLogItem,
  Chat,
  CreditBundle,
  EsimActivation,
  EsimPlans,
  EsimRecord,
  EsimTopups,
  EsimUsage,
  DemoAccount,
  FeatureFlag,
  Phone,
  PhoneSearchResult,
  Plan,
  Profile,
  SessionUser,
  SubscriptionStatus,
  UpgradeQuoteResponse,
  VoicemailGreetingInfo,
  ActiveSession,
  EventTicketResponse,
  LiveEventPayloads,
  PortRequest,
} from '../contract/api';

/**
 * Tolerant readers of the bodies screens read (SPEC §3 gives few types and leaves most shapes
 * open). Each reader accepts every answer a screen can render, fills what may be missing with a
 * neutral value (an absent description is ''), and turns numbers sent as text into numbers.
 * Only a body a screen cannot render at all fails, as SPEC §8's 'Internal Server Error' with a
 * retry. Identifiers stay opaque (string or number, src/lib/ids.ts). Hand-written rather than
 * yup: the API layer is in the entry bundle, under the login page's budget.
 */

/** The Standard Schema shape RTK Query's rawResponseSchema accepts (structurally StandardSchemaV1). */
export interface ResponseCheck<Output> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => { value: Output } | { issues: readonly { message: string }[] };
    readonly types?: { readonly input: unknown; readonly output: Output };
  };
}

/** What a reader returns for a value it cannot accept. */
const INVALID = Symbol('invalid');
type Read<T = unknown> = (value: unknown) => T | typeof INVALID;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

const text: Read<string> = (value) => (typeof value === 'string' ? value : INVALID);
const bool: Read<boolean> = (value) => (typeof value === 'boolean' ? value : INVALID);
/** Phone numbers may come as JSON numbers (6175550101): shown and compared as text. */
const digits: Read<string> = (value) => (typeof value === 'string' ? value : isFiniteNumber(value) ? String(value) : INVALID);
/** Amounts, durations and sizes: a number, or a number written as text ('29.97'). */
const amount: Read<number> = (value) => {
  if (isFiniteNumber(value)) return value;
  if (typeof value !== 'string' || value.trim() === '') return INVALID;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : INVALID;
};
/** An opaque identifier: a number or a non-empty string. */
const id: Read<string | number> = (value) => (isFiniteNumber(value) || (typeof value === 'string' && value !== '') ? value : INVALID);

/** An opaque identifier the SPA only sends back, as text. */
const idAsText: Read<string> = (value) => {
  const read = id(value);
  return read === INVALID ? INVALID : String(read);
};

/** Absent or null stays as it is; anything else must pass `read`. */
function maybe<T>(read: Read<T>): Read<T | null | undefined> {
  return (value) => (value === undefined || value === null ? value : read(value));
}

/** Absent or null reads as `fallback`; anything else must pass `read`. */
function optional<T, F>(read: Read<T>, fallback: F): Read<T | F> {
  return (value) => (value === undefined || value === null ? fallback : read(value));
}

/**
 * An object whose listed fields pass their readers; other fields pass through untouched. The
 * object is copied only when a reader changed a value, so a well-typed answer of 10,000 items
 * allocates nothing.
 */
function shape(fields: Record<string, Read>): Read<Record<string, unknown>> {
  const reads = Object.entries(fields);
  return (value) => {
    if (!isObject(value)) return INVALID;
    let result = value;
    for (const [name, read] of reads) {
      const field = read(value[name]);
      if (field === INVALID) return INVALID;
      if (field !== value[name]) {
        if (result === value) result = { ...value };
        result[name] = field;
      }
    }
    return result;
  };
}

/** A list whose every item passes `read`; copied only when an item changed. */
function listOf(read: Read): Read<unknown[]> {
  return (value) => {
    if (!Array.isArray(value)) return INVALID;
    let result: unknown[] = value;
    for (let index = 0; index < value.length; index++) {
      const item = read(value[index]);
      if (item === INVALID) return INVALID;
      if (item !== value[index]) {
        if (result === value) result = [...value];
        result[index] = item;
      }
    }
    return result;
  };
}

function responseCheck<Output>(what: string, read: Read): ResponseCheck<Output> {
  return {
    '~standard': {
      version: 1,
      vendor: 'app',
      validate: (value) => {
        const result = read(value);
        return result === INVALID ? { issues: [{ message: `malformed ${what}` }] } : { value: result as Output };
      },
    },
  };
}

const plan = shape({
  plan_id: id,
  plan_name_en: text,
  plan_interval: optional(text, ''),
  new_total_amount: amount,
  new_monthly_amount: amount,
  renew_en: optional(text, ''),
  description_en: optional(text, ''),
  subscription_id: maybe(id),
  stripe_plan_id: optional(text, ''),
});
const callLogItem = shape({
  id,
  call_date: text,
  call_from: digits,
  call_to: digits,
  duration: optional(amount, 0),
  hangup_cause: optional(text, ''),
  is_blocked: optional(bool, false),
});
const chatMessage = shape({
  message_id: id,
  text: optional(text, ''),
  timestamp: text,
  direction: text,
  media_type: optional(text, null),
  media_url: optional(text, null),
});
const chat = shape({
  chat_id: id,
  third_party_number: digits,
  is_blocked: optional(bool, false),
  messages: optional(listOf(chatMessage), []),
});
/** Issue 25 §4: a port request; statuses and fields this SPA does not know are shown as far as it can. */
const portStatuses = new Set(['submitted', 'carrier_review', 'scheduled', 'completed', 'rejected']);
const portStatus: Read<string> = (value) => (typeof value === 'string' && portStatuses.has(value) ? value : INVALID);
const portFields = new Set(['account_number', 'pin', 'zip']);
const portRequest = shape({
  id: idAsText,
  phone_number: digits,
  status: portStatus,
  account_number_last4: optional(text, null),
  zip: optional(text, null),
  scheduled_for: optional(text, null),
  rejection: optional(
    shape({
      code: optional(text, ''),
      reason: optional(text, ''),
      fix: optional(text, ''),
      // A field this form cannot ask for is left out.
      fields: optional((value) => (Array.isArray(value) ? value.filter((field) => portFields.has(field as string)) : INVALID), []),
    }),
    null,
  ),
  // Steps of a status this SPA does not know are left out rather than failing the page.
  timeline: optional((value) => (Array.isArray(value) ? value.filter((entry) => isObject(entry) && portStatuses.has(entry.status as string) && typeof entry.at === 'string') : INVALID), []),
  // When a waiting request is cancelled: absent from a backend that does not cancel, and anything but text is no date.
  expires_at: (value) => (typeof value === 'string' ? value : null),
  created_at: optional(text, ''),
  updated_at: optional(text, ''),
});
const usageNumbers = { downlink: amount, uplink: amount, totalVolume: amount };
const cardSummary = { brand: optional(text, 'Card'), last4: digits };
const billingItem = shape({
  id,
  created_at: text,
  kind: optional(text, ''),
  description: optional(text, ''),
  amount_cents: amount,
  currency: optional(text, 'usd'),
  card: optional(shape(cardSummary), null),
  status: optional(text, 'succeeded'),
  receipt_id: optional(id, null),
});
/** The item shape is open (SPEC §3 'item shape not shown'): any item counts; ids, when there, are opaque. */
const activeSubscription = (value: unknown) =>
  isObject(value) ? shape({ subscription_id: maybe(id), plan_id: maybe(id) })(value) : {};

export const responseChecks = {
  sessionUser: responseCheck<SessionUser>('sign-in answer', (value) => {
    if (!isObject(value)) return INVALID;
    // A migrated account carries where to go; any other one, its token.
    return value.is_migrated === true || typeof value.user_token === 'string' ? value : INVALID;
  }),
  featureFlag: responseCheck<FeatureFlag>('feature flag', shape({ enabled: optional(bool, false) })),
  // 204 (no demo account): nothing to offer.
  demoAccount: responseCheck<DemoAccount | null>('demo account', optional(shape({ email: text, password: text }), null)),
  profile: responseCheck<Profile>(
    'profile',
    shape({ first_name: optional(text, ''), last_name: optional(text, ''), email: optional(text, '') }),
  ),
  blockedNumbers: responseCheck<BlockedNumber[]>('blocked numbers', listOf(shape({ phone_number: digits }))),
  // A customer who never subscribed may be answered with no status, a null one, or no object at all.
  subscription: responseCheck<SubscriptionStatus>(
    'subscription',
    optional(shape({ status: optional(text, null), payment_method: optional(text, null) }), { status: null, payment_method: null }),
  ),
  activeSubscriptions: responseCheck<ActiveSubscription[]>('active subscriptions', listOf(activeSubscription)),
  plans: responseCheck<Plan[]>('plans', listOf(plan)),
  phones: responseCheck<Phone[]>('phones', listOf(shape({ phone_number: digits }))),
  phoneSearch: responseCheck<PhoneSearchResult>('number search', (value) => {
    // A note or a failure explains an empty answer; otherwise the numbers must be there.
    const read = shape({ area_code: optional(listOf(digits), []), phone_numbers: optional(listOf(digits), null) })(value);
    if (read === INVALID) return INVALID;
    if (read.phone_numbers !== null || typeof read.note === 'string' || typeof read.failure === 'string') {
      return { ...read, phone_numbers: read.phone_numbers ?? [] };
    }
    return INVALID;
  }),
  callLog: responseCheck<CallLogItem[]>('call log', listOf(callLogItem)),
  chats: responseCheck<Chat[]>('chats', listOf(chat)),
  creditBundles: responseCheck<CreditBundle[]>(
    'credit bundles',
    listOf(shape({ id, price: amount, credits: amount, purchase_name: text })),
  ),
  /** SPEC §3 'Balance: a number in dollars': the bare number, or our server's { balance }. */
  balance: responseCheck<number>('balance', (value) => (isObject(value) ? amount(value.balance) : amount(value))),
  esimPlans: responseCheck<EsimPlans>(
    'eSIM plans',
    shape({
      plans: listOf(shape({ id, price: amount, descriptions: optional(shape({ en: optional(text, '') }), { en: '' }) })),
    }),
  ),
  esimRecord: responseCheck<EsimRecord>('eSIM record', (value) => {
    const read = shape({
      textQrCode: optional(text, null),
      imei: optional(digits, null),
      iccid: optional(digits, null),
      createdAt: optional(text, null),
      // Issue 25: a figure the screen cannot use is dropped (the meter falls back to 40 MB), never fatal.
      dataMb: (field) => (field === undefined || (isFiniteNumber(field) && field > 0) ? field : null),
      // Only a clear true hides the code; absent (SPEC §7) stays absent, anything else reads as false.
      activation_code_hidden: (field) => (field === undefined ? undefined : field === true),
    })(value);
    if (read === INVALID) return INVALID;
    // 'success' says whether the customer has an eSIM; without it, its QR text tells.
    return typeof read.success === 'boolean' ? read : { ...read, success: read.textQrCode !== null };
  }),
  esimTopups: responseCheck<EsimTopups>(
    'eSIM data top-ups',
    shape({ topups: listOf(shape({ id, dataMb: amount, price: amount })) }),
  ),
  esimActivation: responseCheck<EsimActivation>('eSIM activation code', (value) => {
    const read = shape({ textQrCode: optional(text, null) })(value);
    if (read === INVALID) return INVALID;
    return typeof read.success === 'boolean' ? read : { ...read, success: read.textQrCode !== null };
  }),
  voicemailGreeting: responseCheck<VoicemailGreetingInfo | null>(
    'voicemail greeting',
    maybe(shape({ file_name: optional(text, null), size_bytes: optional(amount, 0), uploaded_at: text })),
  ),
  esimUsage: responseCheck<EsimUsage>(
    'eSIM usage',
    shape({ dataTotalUsage: shape(usageNumbers), dataUsage: optional(listOf(shape({ date: text, ...usageNumbers })), []) }),
  ),
  // Issue 24 (not in SPEC §7): a backend without these answers 404, and the screens fall back to SPEC's flows.
  cardOnFile: responseCheck<CardOnFile | null>(
    'card on file',
    maybe(shape({ ...cardSummary, exp_month: optional(amount, 0), exp_year: optional(amount, 0) })),
  ),
  upgradeQuote: responseCheck<UpgradeQuoteResponse>(
    'upgrade quote',
    shape({ quote_id: idAsText, amount_due_cents: amount, credit_cents: optional(amount, 0), plan_total_cents: amount, renews_at: optional(text, null), expires_at: optional(text, null) }),
  ),
  billingHistory: responseCheck<BillingHistoryPage>('billing history', shape({ items: listOf(billingItem), next_before: optional(id, null) })),
  // Issue 25 §4 (not in SPEC §7): a backend without the tracker answers 404: no panel link, an empty page.
  portRequests: responseCheck<PortRequest[]>('number transfers', listOf(portRequest)),
  portRequest: responseCheck<PortRequest>('number transfer', portRequest),
  // Issue 25 §5 (not in SPEC §7): likewise a 404 from a backend without it.
  sessions: responseCheck<ActiveSession[]>(
    'signed-in devices',
    listOf(
      shape({
        id: idAsText,
        created_at: text,
        last_seen_at: text,
        ip: optional(text, null),
        user_agent: optional(text, null),
        browser: optional(text, null),
        os: optional(text, null),
        current: optional(bool, false),
      }),
    ),
  ),
  // Issue 25 §1 (not in SPEC §7): a backend without live activity answers 404, and there is no stream.
  eventTicket: responseCheck<EventTicketResponse>('event ticket', shape({ ticket: idAsText, expires_in: optional(amount, 0) })),
};

/**
 * The live stream's events (issue 25 §1), read as their GET lists' items are: the same tolerance,
 * and undefined for data a screen cannot use (the stream then ignores the event).
 */
export const liveEventChecks = {
  call: (value: unknown): LiveEventPayloads['call'] | undefined => {
    const read = callLogItem(value);
    return read === INVALID ? undefined : (read as unknown as LiveEventPayloads['call']);
  },
  message: (value: unknown): LiveEventPayloads['message'] | undefined => {
    const read = shape({ chat_id: id, third_party_number: digits, is_blocked: optional(bool, false), message: chatMessage })(value);
    return read === INVALID ? undefined : (read as unknown as LiveEventPayloads['message']);
  },
};
