import type {
  ActiveSubscription,
  BalanceResponse,
  BlockedNumber,
  CallLogItem,
  Chat,
  CreditBundle,
  EsimPlans,
  EsimRecord,
  EsimUsage,
  FeatureFlag,
  Phone,
  PhoneSearchResult,
  Plan,
  Profile,
  SessionUser,
  SubscriptionStatus,
} from '../types/api';

/**
 * Tiny hand-written checks of the bodies screens read (SPEC §8: a body missing what a screen needs
 * is a server fault, shown as 'Internal Server Error' with a retry, not a crash or "undefined").
 * Hand-written rather than yup: the API layer is in the entry bundle, under the login page's budget.
 * Only the fields screens use are checked; anything else passes through unchanged.
 */
type Check = (value: unknown) => boolean;

/** The Standard Schema shape RTK Query's rawResponseSchema accepts (structurally StandardSchemaV1). */
export interface ResponseCheck<Output> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => { value: Output } | { issues: readonly { message: string }[] };
    readonly types?: { readonly input: unknown; readonly output: Output };
  };
}

const isString: Check = (value) => typeof value === 'string';
const isNumber: Check = (value) => typeof value === 'number' && Number.isFinite(value);
const isBoolean: Check = (value) => typeof value === 'boolean';
const nullable =
  (check: Check): Check =>
  (value) =>
    value === null || value === undefined || check(value);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function shape(fields: Record<string, Check>): Check {
  // Listed once: a check runs for every item of lists 10,000 long.
  const checks = Object.entries(fields);
  return (value) => isObject(value) && checks.every(([name, check]) => check(value[name]));
}
const listOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);

function responseCheck<Output>(what: string, check: Check): ResponseCheck<Output> {
  return {
    '~standard': {
      version: 1,
      vendor: 'app',
      validate: (value) => (check(value) ? { value: value as Output } : { issues: [{ message: `malformed ${what}` }] }),
    },
  };
}

const plan = shape({
  plan_id: isNumber,
  plan_name_en: isString,
  plan_interval: isString,
  new_total_amount: isNumber,
  new_monthly_amount: isNumber,
  description_en: nullable(isString),
});
const callLogItem = shape({
  id: isNumber,
  call_date: isString,
  call_from: isString,
  call_to: isString,
  duration: isNumber,
});
const chatMessage = shape({ message_id: isNumber, timestamp: isString, direction: isString });
const chat = shape({ chat_id: isNumber, third_party_number: isString, messages: listOf(chatMessage) });
const usageNumbers = { downlink: isNumber, uplink: isNumber, totalVolume: isNumber };

export const responseChecks = {
  sessionUser: responseCheck<SessionUser>('sign-in answer', (value) => {
    if (!isObject(value)) return false;
    // A migrated account carries where to go; any other one, its token.
    return value.is_migrated === true || isString(value.user_token);
  }),
  featureFlag: responseCheck<FeatureFlag>('feature flag', shape({ enabled: isBoolean })),
  profile: responseCheck<Profile>('profile', shape({ first_name: isString, last_name: isString, email: isString })),
  blockedNumbers: responseCheck<BlockedNumber[]>('blocked numbers', listOf(shape({ phone_number: isString }))),
  subscription: responseCheck<SubscriptionStatus>('subscription', shape({ status: isString })),
  activeSubscriptions: responseCheck<ActiveSubscription[]>(
    'active subscriptions',
    listOf(shape({ subscription_id: isNumber, plan_id: isNumber })),
  ),
  plans: responseCheck<Plan[]>('plans', listOf(plan)),
  phones: responseCheck<Phone[]>('phones', listOf(shape({ phone_number: isString }))),
  phoneSearch: responseCheck<PhoneSearchResult>(
    'number search',
    // A note or a failure explains an empty answer; otherwise the numbers must be there.
    (value) =>
      isObject(value) &&
      nullable(listOf(isString))(value.area_code) &&
      (listOf(isString)(value.phone_numbers) || isString(value.note) || isString(value.failure)),
  ),
  callLog: responseCheck<CallLogItem[]>('call log', listOf(callLogItem)),
  chats: responseCheck<Chat[]>('chats', listOf(chat)),
  creditBundles: responseCheck<CreditBundle[]>(
    'credit bundles',
    listOf(shape({ id: isNumber, price: isNumber, credits: isNumber, purchase_name: isString })),
  ),
  balance: responseCheck<BalanceResponse>('balance', shape({ balance: isNumber })),
  esimPlans: responseCheck<EsimPlans>(
    'eSIM plans',
    shape({ plans: listOf(shape({ id: isNumber, price: isNumber, descriptions: shape({ en: isString }) })) }),
  ),
  esimRecord: responseCheck<EsimRecord>(
    'eSIM record',
    shape({ success: isBoolean, textQrCode: nullable(isString), iccid: nullable(isString), createdAt: nullable(isString) }),
  ),
  esimUsage: responseCheck<EsimUsage>(
    'eSIM usage',
    shape({
      dataTotalUsage: shape(usageNumbers),
      dataUsage: listOf(shape({ date: isString, ...usageNumbers })),
    }),
  ),
};
