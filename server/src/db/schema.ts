import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The typed shape of every table, kept in step with migrations/ by hand: a migration that adds a
 * column adds it here too. Money is always integer cents; timestamps are `timestamptz` (Date);
 * calendar days are `date` read back as 'YYYY-MM-DD' strings (see database.ts).
 */

/** Set by the database on insert, never written by the application. */
type CreatedAt = ColumnType<Date, never, never>;
/** Defaults to now() on insert, can be changed later. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Id = Generated<number>;

export interface UsersTable {
  id: Id;
  /** Always stored lower-cased and trimmed; unique. */
  email: string;
  /** Null for accounts created by social sign-in only. */
  password_hash: string | null;
  first_name: string;
  last_name: string;
  email_verified_at: NullableTimestamp;
  is_migrated: Generated<boolean>;
  redirect_url: string | null;
  google_subject: string | null;
  apple_subject: string | null;
  /** The address Google vouched for when google_subject was linked, then the account's own; null: the link proved nothing (migration 0930). */
  google_proven_email: string | null;
  /** The same for apple_subject. */
  apple_proven_email: string | null;
  /** Payment provider customer and saved card (PUT /user/webprofile/more). */
  payment_customer_id: string | null;
  payment_method_token: string | null;
  payment_method: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** Changed by database triggers whenever the user's calls or blocked numbers change; never written here. */
  call_log_version: ColumnType<number, never, never>;
  /** Changed by database triggers whenever the user's chats, messages or blocked numbers change; never written here. */
  chats_version: ColumnType<number, never, never>;
  /** Changed by database triggers whenever the user's payments change (migration 0850); never written here. */
  billing_history_version: ColumnType<number, never, never>;
}

export interface SessionsTable {
  id: Id;
  user_id: number;
  /** SHA-256 of the bearer token; the token itself is never stored. */
  token_hash: string;
  created_at: CreatedAt;
  last_used_at: Timestamp;
  /** Absolute end of the session, whatever its activity. */
  expires_at: Date | string;
  revoked_at: NullableTimestamp;
  /** The id the sessions API names it by (migration 0800): random, so it tells nothing. */
  public_id: Generated<string>;
  /** The browser's User-Agent at sign-in, cut to 300 characters; null for sessions made before migration 0800. */
  user_agent: string | null;
  /** The caller's address at sign-in as the server sees it (TRUST_PROXY); null likewise. */
  ip: string | null;
  /** The session's latest proof of identity: its sign-in or POST /account/reauth (migration 0900); null for none. */
  reauthenticated_at: NullableTimestamp;
}

/** A single-use ticket that opens one live-activity stream (migration 0810). */
export interface EventTicketsTable {
  /** SHA-256 of the ticket; the ticket itself is never stored. */
  ticket_hash: string;
  session_id: number;
  created_at: CreatedAt;
  expires_at: Date | string;
  used_at: NullableTimestamp;
}

/** verify_browser and verified_sign_in (migration 1000): the verification link signs in the browser that registered. */
export type OneTimeTokenPurpose = 'verify_email' | 'password_reset' | 'sign_in' | 'verify_browser' | 'verified_sign_in';

export interface OneTimeTokensTable {
  id: Id;
  user_id: number;
  purpose: OneTimeTokenPurpose;
  token_hash: string;
  /** The address a verify_email token proves; null for other purposes. */
  email: string | null;
  expires_at: Date | string;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** A requested email change (migration 0510): pending, then confirmed by the new address, then maybe undone by the old one. */
export interface EmailChangesTable {
  id: Id;
  user_id: number;
  old_email: string;
  new_email: string;
  /** SHA-256 of the token mailed to the new address. */
  token_hash: string;
  expires_at: Date | string;
  confirmed_at: NullableTimestamp;
  /** Replaced by a newer request, or voided by an undo. */
  canceled_at: NullableTimestamp;
  /** SHA-256 of the token mailed to the old address once the change took effect. */
  undo_token_hash: string | null;
  undo_expires_at: NullableTimestamp;
  undone_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface FeatureFlagsTable {
  name: string;
  enabled: boolean;
  updated_at: Timestamp;
}

export interface DevicesTable {
  id: Id;
  user_id: number;
  mac_address: string;
  device_type: string;
  created_at: CreatedAt;
}

export interface PlansTable {
  id: Id;
  name_en: string;
  /** 'month', '3 months' or 'year', as the SPA shows it. */
  interval: string;
  interval_months: number;
  total_amount_cents: number;
  monthly_amount_cents: number;
  renew_en: string;
  /** Feature list separated by '•'. */
  description_en: string;
  stripe_plan_id: string;
  sort_order: number;
  active: Generated<boolean>;
}

export type SubscriptionStatusValue = 'active' | 'transition' | 'canceled';

export interface SubscriptionsTable {
  id: Id;
  user_id: number;
  plan_id: number;
  /** 'transition': a renewal payment failed and the plan lapsed; the number is kept for a while. */
  status: SubscriptionStatusValue;
  payment_method: string | null;
  provider_subscription_id: string | null;
  current_period_start: Timestamp;
  current_period_end: Date | string;
  canceled_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** Until when an instance's renewal run holds it (migration 0610); null or past: free to claim. */
  renewal_claimed_until: NullableTimestamp;
  /** When the customer cancelled an active plan (migration 0970): it does not renew, and ends at current_period_end. */
  renewal_off_at: NullableTimestamp;
}

export type PaymentKind = 'subscription' | 'credits' | 'esim' | 'phone';
export type PaymentStatus = 'pending' | 'succeeded' | 'failed';

export interface PaymentsTable {
  id: Id;
  user_id: number;
  /** Unique per user: a retried or double-clicked purchase finds the first charge instead of making a second. */
  idempotency_key: string;
  kind: PaymentKind;
  amount_cents: number;
  currency: Generated<string>;
  status: PaymentStatus;
  provider: string;
  provider_charge_id: string | null;
  failure_message: string | null;
  description: string;
  subscription_id: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** The provider's idempotency key of the charge (migration 0610); null on attempts recorded before it. */
  provider_key: string | null;
  /** What the payment buys (billing/purchaseIntent.ts), for settling it without the request; null before migration 0610. */
  purchase: ColumnType<unknown, string | null | undefined, string | null>;
  /** The card the charge was made with (migration 0710); null when unknown. */
  card_brand: string | null;
  card_last4: string | null;
  /** An upgrade's prorated credit for the unused part of the previous period (migration 0710). */
  credit_applied_cents: Generated<number>;
  /** When the receipt mail, or the failed-renewal mail, went out: each is sent once. */
  receipt_mailed_at: NullableTimestamp;
  failure_mailed_at: NullableTimestamp;
  /**
   * What the customer and support know the payment by (migration 0960): `R-` and 10 random
   * characters, set by the database on insert, unique; never the id, which counts every payment.
   */
  receipt_number: Generated<string>;
}

/** The priced confirmation of an upgrade (migration 0710, billing/upgradeQuotes.ts). */
export interface UpgradeQuotesTable {
  /** Random and unguessable: the quote_id the customer sends back. */
  id: string;
  user_id: number;
  plan_id: number;
  /** What the quote prorates: a change of any of these makes it stale. */
  subscription_id: number;
  from_plan_id: number;
  period_end: Date | string;
  /** The moment the credit was computed for; the new period starts then. */
  prorated_at: Date | string;
  credit_cents: number;
  plan_total_cents: number;
  amount_due_cents: number;
  renews_at: Date | string;
  expires_at: Date | string;
  /** The payment that paid it: a quote pays for one upgrade. */
  used_by_payment_id: number | null;
  created_at: CreatedAt;
}

export interface CreditBundlesTable {
  id: Id;
  purchase_name: string;
  credits: number;
  price_cents: number;
  sort_order: number;
  active: Generated<boolean>;
}

export interface WalletEntriesTable {
  id: Id;
  user_id: number;
  /** One credit is one cent: positive adds to the wallet, negative spends from it. */
  amount_cents: number;
  reason: 'purchase' | 'plan_bonus' | 'usage' | 'refund' | 'adjustment';
  /** Unique when set, so one payment can never be credited twice. */
  payment_id: number | null;
  credit_bundle_id: number | null;
  created_at: CreatedAt;
}

export type PhoneStatus = 'active' | 'port_pending' | 'port_completed' | 'port_failed' | 'released';

export interface PhonesTable {
  id: Id;
  user_id: number;
  /** Ten digits, no country code. Unique among phones that are not released or failed. */
  phone_number: string;
  status: PhoneStatus;
  /** 'purchased' from our inventory or 'ported' from another carrier. */
  origin: 'purchased' | 'ported';
  port_requested_at: NullableTimestamp;
  port_completes_at: NullableTimestamp;
  port_completed_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A port-in request; status as PortRequestStatus in src/contract/api.ts. */
export interface PortRequestsTable {
  id: Id;
  public_id: Generated<string>;
  user_id: number;
  phone_id: number | null;
  phone_number: string;
  account_number: string | null;
  /** The transfer PIN: a credential, cleared once the carrier no longer needs it. */
  pin: string | null;
  zip: string | null;
  status: 'submitted' | 'carrier_review' | 'scheduled' | 'completed' | 'rejected';
  /** The carrier's reference for the filing; null while a resubmission is being filed. */
  carrier_port_id: string | null;
  /** 'YYYY-MM-DD' (a date column, read back as a string: see db/database). */
  scheduled_for: string | null;
  rejection_code: string | null;
  /** While waiting for the customer (details, or a fixable rejection): when it is cancelled unless fixed. */
  expires_at: NullableTimestamp;
  /** When the customer was told it will soon be cancelled. */
  expiry_warned_at: NullableTimestamp;
  /** When the expiry job next looks at it (claimed by moving it a lease ahead). */
  expiry_due_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface PortRequestEventsTable {
  id: Id;
  port_request_id: number;
  status: PortRequestsTable['status'];
  at: Timestamp;
}

export interface PhoneNumberReservationsTable {
  /** Primary key: one hold per number at a time. */
  phone_number: string;
  user_id: number;
  expires_at: Date | string;
  created_at: CreatedAt;
}

/** A released number held for its last owner until ends_at (migration 0910). */
export interface NumberHoldsTable {
  /** Primary key: one hold per number. */
  phone_number: string;
  /** Null once the account is deleted: then only the email digest knows the owner. */
  last_owner_user_id: number | null;
  /** SHA-256 (hex) of the owner's normalised email; never the address itself. */
  last_owner_email_sha256: string;
  reason: 'account_deleted' | 'plan_lapsed';
  held_at: Date | string;
  ends_at: Date | string;
  /** The release job's lease on the ended hold, while it tells the carrier. */
  claimed_until: NullableTimestamp;
}

export interface EsimPlansTable {
  id: Id;
  name_en: string;
  description_en: string;
  price_cents: number;
  data_mb: number;
  sort_order: number;
  active: Generated<boolean>;
}

export interface EsimsTable {
  id: Id;
  user_id: number;
  esim_plan_id: number;
  payment_id: number | null;
  provider_esim_id: string;
  iccid: string;
  imei: string | null;
  /** LPA activation string shown as a QR code. */
  text_qr_code: string;
  status: 'active' | 'inactive';
  created_at: CreatedAt;
}

/** A data package sold for an existing eSIM. */
export interface EsimTopupPlansTable {
  id: Id;
  data_mb: number;
  price_cents: number;
  sort_order: Generated<number>;
  active: Generated<boolean>;
}

/** Data bought for an eSIM: adds to its plan's allowance. One per payment. */
export interface EsimTopupsTable {
  id: Id;
  esim_id: number;
  topup_plan_id: number;
  payment_id: number | null;
  data_mb: number;
  created_at: CreatedAt;
}

export interface EsimUsageTable {
  id: Id;
  esim_id: number;
  /** 'YYYY-MM-DD'; unique per eSIM. */
  usage_date: string;
  downlink_mb: number;
  uplink_mb: number;
}

export interface CallsTable {
  id: Id;
  user_id: number;
  /** The telephony provider's id, so a re-delivered webhook is stored once. */
  external_id: string | null;
  call_date: Date | string;
  call_from: string;
  call_to: string;
  /** The other party: call_to when the customer called, else call_from (10 digits for US numbers). */
  third_party_number: string;
  hangup_cause: string;
  duration_seconds: number;
  hidden_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** What the carrier's caller-ID service said about a number (migration 1160), shared by every customer. */
export interface CallerLookupsTable {
  /** 10 digits. */
  phone_number: string;
  caller_name: string | null;
  spam_likely: boolean;
  looked_up_at: Generated<Date>;
}

/** The caller-lookup backfill's claim on a number without a lookup (migration 1220). */
export interface CallerLookupClaimsTable {
  /** 10 digits. */
  phone_number: string;
  /** Its lease while a pass asks the carrier; after a failed lookup, when it may be asked again. */
  claimed_until: Date | string;
}

export interface ChatsTable {
  id: Id;
  user_id: number;
  third_party_number: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface MessagesTable {
  id: Id;
  chat_id: number;
  external_id: string | null;
  text: string;
  sent_at: Date | string;
  direction: 'inbound' | 'outbound';
  sent: boolean;
  media_type: string | null;
  media_url: string | null;
  created_at: CreatedAt;
}

export interface BlockedNumbersTable {
  id: Id;
  user_id: number;
  phone_number: string;
  created_at: CreatedAt;
}

export interface VoicemailGreetingsTable {
  id: Id;
  /** One greeting per user. */
  user_id: number;
  content_type: string;
  size_bytes: number;
  audio: Uint8Array;
  /** The uploaded file's name, for display only (migration 0700); null for older greetings. */
  file_name: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A message a caller left (migration 1180); the audio stays at the carrier. */
export interface VoicemailsTable {
  id: Id;
  user_id: number;
  /** The carrier's event id: a re-delivered webhook is stored once. */
  external_id: string;
  /** The caller (10 digits for US numbers). */
  from_number: string;
  /** The carrier's caller ID name, when it sent one. */
  caller_name: string | null;
  received_at: Date | string;
  duration_seconds: number;
  transcript: string | null;
  /** Where the carrier keeps the recording (fetched with the carrier's credentials). */
  recording_url: string;
  heard_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface WebhookEventsTable {
  id: Id;
  source: string;
  /** The sender's event id; unique per source, so retries are processed once. */
  external_id: string;
  received_at: CreatedAt;
}

/** The sandbox card processor's customers (stands in for Stripe's; no foreign key to users). */
export interface SandboxPaymentCustomersTable {
  id: string;
  user_id: number;
  email: string;
  default_payment_method_id: string | null;
  created_at: CreatedAt;
}

export interface SandboxPaymentMethodsTable {
  id: string;
  customer_id: string;
  /** The Stripe test token it was made from ('tok_visa', 'tok_chargeCustomerFail', …): decides how charges go. */
  card_token: string;
  brand: string;
  last4: string;
  created_at: CreatedAt;
}

export interface SandboxChargesTable {
  id: string;
  /** Unique: the same key answers with the same charge (or the same decline), as Stripe's do. */
  idempotency_key: string;
  customer_id: string;
  payment_method_id: string | null;
  amount_cents: number;
  currency: string;
  description: string;
  status: 'succeeded' | 'failed';
  failure_code: string | null;
  failure_message: string | null;
  created_at: CreatedAt;
}

/** Attempt counters and failure streaks shared by every instance (migration 0520). */
export interface RateLimitCountersTable {
  /** SHA-256 (hex) of what is counted: never an email or address in clear. */
  key: string;
  count: number;
  last_at: Date | string;
  /** After this the row counts for nothing (a window ended, or a streak was forgotten). */
  expires_at: Date | string;
  /** Wrong-password streaks: attempts are refused until then. Null for windows and unlocked streaks. */
  locked_until: Date | string | null;
  /** Wrong-password streaks of an account: SHA-256 of the account (a password reset clears them all). Null otherwise. */
  subject: string | null;
}

/** Each source's token bucket for every request (http/requestBudget.ts). */
export interface RequestBudgetsTable {
  /** SHA-256 (hex) of the source address group. */
  key: string;
  /** Tokens left at `refilled_at`. */
  tokens: number;
  refilled_at: Date | string;
  /** Whether the latest request took a token (was let through). */
  admitted: boolean;
}

/** Secrets the server made itself because the configuration gave none. */
export interface GeneratedSecretsTable {
  name: string;
  secret: string;
  created_at: CreatedAt;
}

/** Nonces handed out for social sign-in, until a token brings one back (migration 0520). */
export interface SocialSignInNoncesTable {
  /** SHA-256 (hex) of the nonce. */
  nonce_hash: string;
  expires_at: Date | string;
  created_at: CreatedAt;
}

/** A reCAPTCHA token that passed, reusable by the same customer until expires_at (migration 0600). */
/** A reCAPTCHA token that passed (migration 0940): good for the one purchase it is bound to. */
export interface RecaptchaPassesTable {
  /** SHA-256 (hex) of the token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  /** The idempotency key of the purchase that first used the pass. */
  idempotency_key: string;
  /** The credit add-on bought with the same pass right after its checkout's plan, once claimed. */
  companion_key: string | null;
  expires_at: Date | string;
}

/** Tokens the sandbox reCAPTCHA verifier accepted (migration 0940): each is accepted once. */
export interface SandboxRecaptchaTokensTable {
  token_hash: string;
  verified_at: Date | string;
}

/** Mail the sandbox mailer sent (migration 0600); `message` is the whole MailMessage. */
export interface SandboxOutboxTable {
  id: Id;
  recipient: string;
  subject: string;
  message: ColumnType<unknown, string, never>;
  sent_at: CreatedAt;
  /** The outbox's key of the message: a message sent again after a crash is stored once. */
  idempotency_key: ColumnType<string | null, string | null | undefined, never>;
}

/** Mail waiting to be sent, being sent, sent (kept MAIL_OUTBOX_RETENTION_DAYS) or given up on (mail/mailSender.ts). */
export interface MailOutboxTable {
  id: Id;
  idempotency_key: string;
  /** A MailMessage, or what to compose one from (mail/mailOutbox.ts). */
  message: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  claimed_until: NullableTimestamp;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  sent_at: NullableTimestamp;
  failed_at: NullableTimestamp;
}

/** A 'Download your data' request (migration 1170): pending, then ready with its ZIP until expires_at. */
export interface DataExportsTable {
  id: Id;
  user_id: number;
  requested_at: Date | string;
  /** Until when an instance's export job holds it while building; null or past: free to claim. */
  claimed_until: NullableTimestamp;
  /** Null while it is being prepared. */
  ready_at: NullableTimestamp;
  /** When the file goes (ready_at plus a day); null while it is being prepared. */
  expires_at: NullableTimestamp;
  /** The ZIP; null while it is being prepared. */
  archive: Uint8Array | null;
  size_bytes: number | null;
  /** Builds that failed so far. */
  attempts: Generated<number>;
  /** Set when it was given up (the last attempt failed); its row goes at expires_at. */
  failed_at: NullableTimestamp;
}

/** The sandbox eSIM operator's simulated extra usage (sandbox mode only). */
export interface SandboxEsimUsageTable {
  provider_esim_id: string;
  /** 'YYYY-MM-DD'. */
  usage_date: string;
  downlink_mb: number;
  uplink_mb: number;
}

/** Every open live-activity stream of every instance (migration 1120); renewed by `heartbeat_at`. */
export interface LiveEventStreamsTable {
  /** Also the order of opening: the oldest is the smallest. */
  id: Id;
  user_id: number;
  instance_id: string;
  opened_at: Timestamp;
  heartbeat_at: Timestamp;
}

/** One of a customer's heavy-read turns held now, a lease renewed while the read runs (migration 1120). */
export interface HeavyReadTurnsTable {
  user_id: number;
  slot: number;
  /** Whose lease: a random id of the read holding it. */
  holder: string;
  lease_until: Timestamp;
}

/** What the sandbox eSIM operator provisioned, by idempotency key (sandbox mode only, migration 1120). */
export interface SandboxEsimProfilesTable {
  idempotency_key: string;
  provider_esim_id: string;
  iccid: string;
  text_qr_code: string;
  provisioned_at: Timestamp;
}

/** Each applied migration's declared compatibility (db/migrationCompatibility.ts); the migrator writes it. */
export interface SchemaCompatibilityTable {
  migration: string;
  /** The oldest release (a migration name) that may run on it; null: every older release. */
  oldest_compatible_release: string | null;
}

/** A device's Web Push subscription (migration 1190); goes with the session that made it. */
export interface PushSubscriptionsTable {
  /** Random, opaque: the id the API names it by. */
  id: string;
  user_id: number;
  session_id: number;
  /** The push service's URL for this device: unique. */
  endpoint: string;
  /** base64url keys from PushSubscription.toJSON(). */
  p256dh: string;
  auth: string;
  /** Which events the customer switched on for this device. */
  kinds: ColumnType<string[], string[] | undefined, string[]>;
  previews: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  last_success_at: NullableTimestamp;
  failures: ColumnType<number, number | undefined, number>;
}

/** The sandbox's generated VAPID key pair (migration 1190): one row, shared by every instance. */
export interface PushVapidKeysTable {
  id: number;
  public_key: string;
  private_key: string;
  created_at: CreatedAt;
}

/** A customer's passkey, a WebAuthn credential (migration 1200). */
export interface PasskeysTable {
  id: Id;
  user_id: number;
  /** The authenticator's credential id, base64url. */
  credential_id: string;
  /** The COSE public key as the authenticator gave it. */
  public_key: Uint8Array;
  /** The authenticator's signature counter; an assertion with a counter not above it is refused (unless both are 0). */
  counter: ColumnType<string | number, string | number | undefined, string | number>;
  transports: ColumnType<string[], string[] | undefined, string[]>;
  device_label: string;
  created_at: Generated<Date | string>;
  last_used_at: NullableTimestamp;
  /** Whether the authenticator said the credential is synced (backed up) beyond the device. */
  backed_up: Generated<boolean>;
}

/** A WebAuthn challenge the server handed out (migration 1200): single use, until expires_at. */
export interface PasskeyChallengesTable {
  challenge: string;
  purpose: 'register' | 'sign-in' | 'proof';
  user_id: number | null;
  session_id: number | null;
  expires_at: Date | string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  one_time_tokens: OneTimeTokensTable;
  email_changes: EmailChangesTable;
  feature_flags: FeatureFlagsTable;
  devices: DevicesTable;
  plans: PlansTable;
  subscriptions: SubscriptionsTable;
  payments: PaymentsTable;
  credit_bundles: CreditBundlesTable;
  wallet_entries: WalletEntriesTable;
  phones: PhonesTable;
  phone_number_reservations: PhoneNumberReservationsTable;
  number_holds: NumberHoldsTable;
  port_requests: PortRequestsTable;
  port_request_events: PortRequestEventsTable;
  esim_plans: EsimPlansTable;
  esims: EsimsTable;
  esim_usage: EsimUsageTable;
  esim_topup_plans: EsimTopupPlansTable;
  esim_topups: EsimTopupsTable;
  calls: CallsTable;
  caller_lookups: CallerLookupsTable;
  caller_lookup_claims: CallerLookupClaimsTable;
  chats: ChatsTable;
  messages: MessagesTable;
  blocked_numbers: BlockedNumbersTable;
  voicemail_greetings: VoicemailGreetingsTable;
  voicemails: VoicemailsTable;
  push_subscriptions: PushSubscriptionsTable;
  push_vapid_keys: PushVapidKeysTable;
  webhook_events: WebhookEventsTable;
  sandbox_payment_customers: SandboxPaymentCustomersTable;
  sandbox_payment_methods: SandboxPaymentMethodsTable;
  sandbox_charges: SandboxChargesTable;
  rate_limit_counters: RateLimitCountersTable;
  request_budgets: RequestBudgetsTable;
  generated_secrets: GeneratedSecretsTable;
  social_sign_in_nonces: SocialSignInNoncesTable;
  recaptcha_passes: RecaptchaPassesTable;
  sandbox_recaptcha_tokens: SandboxRecaptchaTokensTable;
  sandbox_outbox: SandboxOutboxTable;
  mail_outbox: MailOutboxTable;
  data_exports: DataExportsTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  sandbox_esim_usage: SandboxEsimUsageTable;
  sandbox_esim_profiles: SandboxEsimProfilesTable;
  live_event_streams: LiveEventStreamsTable;
  heavy_read_turns: HeavyReadTurnsTable;
  upgrade_quotes: UpgradeQuotesTable;
  event_tickets: EventTicketsTable;
  schema_compatibility: SchemaCompatibilityTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type Plan = Selectable<PlansTable>;
