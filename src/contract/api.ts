/**
 * Wire types of the API (SPEC §3 and §7). One definition serves both sides:
 * the SPA's RTK Query endpoints and the server's route schemas (`import type` only).
 */

/**
 * SPEC §3 gives identifiers no type, so a backend may send numbers or strings ('plan_month',
 * 'sub_123'). The SPA treats them as opaque: compared as text, put into paths encoded, never
 * computed on. Our server sends integers and declares so with the type parameters below.
 */
export type Id = string | number;

/** Every failure, from the server or made up by the client, carries this shape (SPEC §8). */
export interface FailureBody {
  failure: string;
}

/** POST /user/websignin/ */
export interface SignInRequest {
  username: string;
  password: string;
}
export interface SessionUser {
  user_token: string;
  is_migrated: boolean;
  redirect_url: string | null;
  failure?: string;
}

/** POST /webiosverifyidtoken (Apple) */
export interface AppleVerifyRequest {
  idtoken: string;
  authcode: string;
}

/** POST /websocialnonce (not in SPEC §7): passed to Google or Apple, accepted back once. */
export interface SocialNonce {
  nonce: string;
  /** Seconds until the server stops accepting it. */
  expires_in: number;
}

/** Social sign-in and /user/verifytoken answer with a session like websignin. */
export type SocialSignInResponse = SessionUser;

/** POST /user/newsignup */
export interface SignupRequest {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  /** Same as email. */
  username: string;
  /** A random id generated once per browser session. */
  mac_address: string;
  device_type: string;
  recaptcha_token: string;
}
export interface SuccessResponse {
  success: boolean;
  message?: string;
}

/** POST /account/request-password-reset */
export interface PasswordResetRequest {
  email: string;
}

/** GET /webgetfeatureflag/{name} */
export interface FeatureFlag {
  success: boolean;
  enabled: boolean;
}

/** Sandbox mode only (GET /sandbox/demo-account): the demo customer the login page offers. */
export interface DemoAccount {
  email: string;
  password: string;
}

export interface Profile {
  first_name: string;
  last_name: string;
  email: string;
  is_verified: boolean;
  /** false for an account made by Google or Apple sign-in alone; absent from older servers (read as true). */
  has_password?: boolean;
  /** The providers the account signs in with, offered to confirm a change when it has no password. */
  social_providers?: SocialProviderName[];
}
export type SocialProviderName = 'google' | 'apple';
export interface ProfileUpdate {
  first_name: string;
  last_name: string;
}
/** PUT /user/webprofile/more — saves the payment provider's card token. */
export interface CardTokenUpdate {
  user_stripe_token: string;
}

/** What our server sends; another backend may send other words, null, or nothing at all. */
export type SubscriptionStatusName = 'active' | 'transition' | 'canceled' | 'none';
export interface SubscriptionStatus {
  /** 'transition': a renewal payment failed and the plan lapsed. Null or absent: never subscribed. */
  status?: SubscriptionStatusName | (string & {}) | null;
  payment_method?: 'stripe' | 'apple_pay' | (string & {}) | null;
}

/** An item of GET /websubscription/active. The spec leaves its shape open: every field may be missing. */
export interface ActiveSubscription<I extends Id = Id> {
  subscription_id?: I | null;
  plan_id?: I | null;
  plan_name_en?: string | null;
  status?: string | null;
  subscription_date?: string | null;
  /** Ours, not SPEC's (absent from other backends): ISO 8601 end of the paid period when it renews, else null. */
  renews_at?: string | null;
  /** Ours: ISO 8601 end of the paid period when the customer cancelled (the plan lasts until then), else null. */
  cancels_at?: string | null;
  /** Ours: what the renewal charges. */
  renewal_amount_cents?: number | null;
  /** Ours: the card the renewal charges, null without one on file. */
  renewal_card?: { brand: string; last4: string } | null;
}

export interface Phone {
  phone_number: string;
  /** 'active' for a bought number; port requests move from 'pending' to 'completed'. */
  status?: 'active' | 'port_pending' | 'port_completed';
}

export interface BlockedNumber {
  phone_number: string;
}

export interface Plan<I extends Id = Id> {
  plan_id: I;
  plan_name_en: string;
  plan_interval: string;
  /** Cents. */
  new_total_amount: number;
  /** Cents. */
  new_monthly_amount: number;
  renew_en: string;
  /** Bullet-separated ('•') feature list. */
  description_en: string;
  /** Set on the customer's current plan only. */
  subscription_id?: I | null;
  stripe_plan_id: string;
  subscription_date?: string | null;
}

/** GET /websearchphonesavailable/{areaCode} */
export interface PhoneSearchResult {
  area_code: string[];
  phone_numbers: string[];
  note?: string | null;
  failure?: string;
}

/** POST /websubscription, /webresubscription, /webupgradesubscription */
export interface SubscribeRequest<I extends Id = Id> {
  plan: I;
  recaptcha_token: string;
}
/** POST /webpurchasecredit */
export interface PurchaseCreditRequest {
  /** The bundle's purchase_name, or null for the checkout add-on (1000 credits for $10). */
  plan: string | null;
  recaptcha_token: string;
}
/** POST /webpurchaseesim */
export interface PurchaseEsimRequest<I extends Id = Id> {
  plan_id: I;
  recaptcha_token: string;
}
/** POST /esim/topup (not in SPEC §7): data added to the caller's eSIM, paid with the card on file. */
export interface PurchaseEsimTopupRequest<I extends Id = Id> {
  topup_id: I;
  recaptcha_token: string;
}
/** POST /phones/webpurchase/{phone} */
export interface PurchasePhoneRequest {
  phone_name: string;
}

export type HangupCause = 'SUCCESS' | string;
export interface CallLogItem<I extends Id = Id> {
  id: I;
  /** 'YYYY-MM-DD HH:mm:ss' */
  call_date: string;
  call_from: string;
  call_to: string;
  hangup_cause: HangupCause;
  /** Seconds. */
  duration: number;
  is_blocked: boolean;
  /** Not in SPEC §7: the name the carrier lists for the other party (null: none). A SPEC-only backend never sends it. */
  caller_name?: string | null;
  /** Not in SPEC §7: the carrier rates the other party as likely spam. A SPEC-only backend never sends it. */
  spam_likely?: boolean;
  /** Not in SPEC §7: the voicemail the caller left after this call (GET /api/voicemails), absent when none. A SPEC-only backend never sends it. */
  voicemail_id?: number;
}
/** POST /webhidecalls */
export interface HideCallRequest<I extends Id = Id> {
  id: I;
}

export interface ChatMessage<I extends Id = Id> {
  message_id: I;
  text: string;
  /** ISO 8601. */
  timestamp: string;
  direction: 'inbound' | 'outbound';
  sent: boolean;
  media_type: string | null;
  media_url: string | null;
}
export interface Chat<I extends Id = Id> {
  chat_id: I;
  third_party_number: string;
  is_blocked: boolean;
  /** Not in SPEC §7: the name the carrier lists for the other party (null: none). A SPEC-only backend never sends it. */
  caller_name?: string | null;
  /** Not in SPEC §7: the carrier rates the other party as likely spam. A SPEC-only backend never sends it. */
  spam_likely?: boolean;
  messages: ChatMessage<I>[];
}

export interface CreditBundle<I extends Id = Id> {
  id: I;
  /** Dollars. */
  price: number;
  credits: number;
  purchase_name: string;
}

export interface EsimPlan<I extends Id = Id> {
  id: I;
  /** Dollars. */
  price: number;
  descriptions: { en: string };
}
export interface EsimPlans<I extends Id = Id> {
  /** false: the plans could not be loaded; absent counts as loaded. */
  success?: boolean;
  plans: EsimPlan<I>[];
}
/** A data top-up on sale for an existing eSIM (GET /esim/topups, not in SPEC §7). */
export interface EsimTopup<I extends Id = Id> {
  id: I;
  /** The data it adds, in MB. */
  dataMb: number;
  /** Dollars. */
  price: number;
}
export interface EsimTopups<I extends Id = Id> {
  success: boolean;
  topups: EsimTopup<I>[];
}
export interface EsimRecord {
  success: boolean;
  textQrCode: string | null;
  imei: string | null;
  iccid: string | null;
  createdAt: string | null;
  esimId?: string | null;
  /** The plan's included data plus every data top-up, in MB; absent from SPEC §7 backends (then 40 MB). */
  dataMb?: number | null;
  /**
   * Our server, without a recent proof of identity on this session: textQrCode is withheld (null)
   * and GET /esim/activation gives it after a proof. Absent from SPEC §7 backends (the code is there).
   */
  activation_code_hidden?: boolean;
}
/** GET /esim/activation (not in SPEC §7): the eSIM's activation code for a session with a recent proof. */
export interface EsimActivation {
  /** false: the customer has no eSIM. */
  success: boolean;
  /** The LPA string: QR code, SM-DP+ address and activation code. */
  textQrCode: string | null;
}
export interface UsageDay {
  /** YYYY-MM-DD */
  date: string;
  /** MB */
  downlink: number;
  uplink: number;
  totalVolume: number;
}
export interface EsimUsage {
  /** false: the report could not be made; absent counts as made. */
  success?: boolean;
  dataTotalUsage: { downlink: number; uplink: number; totalVolume: number };
  dataUsage: UsageDay[];
}
export interface UsageQuery {
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string;
}

/**
 * Proof beyond the session token that the caller owns the account, for changes of the email or
 * the password: the current password, or for an account without one the ID token of a
 * sign-in with its provider made in the last five minutes.
 */
export interface OwnerProof {
  current_password?: string;
  id_token?: string;
}
export interface UpdateEmailRequest extends OwnerProof {
  email: string;
}
export interface UpdatePasswordRequest extends OwnerProof {
  password: string;
}
export interface ResendVerificationRequest {
  email: string;
  password: string;
}

/**
 * Not in SPEC: right after sign-up the register page proves the password once more and gets a
 * key it keeps in this browser; the verification link signs in only where that key is.
 */
export interface VerificationBrowserRequest {
  email: string;
  password: string;
}

export interface VerificationBrowserKey {
  browser_key: string;
}

/** The verification link's sign-in ticket (from the redirect's fragment), with this browser's key when it has one. */
export interface VerifiedSignInRequest {
  token: string;
  browser_key?: string;
}

/** The verified address (for the login form), and a session when the browser's key matched. */
export interface VerifiedSignInAnswer {
  email: string;
  session: SessionUser | null;
}

/** GET /webvmgreeting (not in SPEC §7): the current greeting, or null when there is none. */
export interface VoicemailGreetingInfo {
  /** The uploaded file's name; null for greetings uploaded before names were kept. */
  file_name: string | null;
  size_bytes: number;
  /** ISO 8601. */
  uploaded_at: string;
}

/** GET /webgetbalance as our server answers it (dollars); the SPA also reads the bare number SPEC §3 allows. */
export interface BalanceResponse {
  balance: number;
}

export interface Device {
  mac_address: string;
  device_type: string;
}

// ---- Priced confirmations, the card on file, billing history and receipts (not in SPEC §7) ----

/** A one-time card on a purchase (credits, eSIM, upgrade): charged once, saved as the default only with save_card. */
export interface OneTimeCard {
  /** A card token from Stripe Elements or the sandbox card form; without it the card on file pays. */
  card_token?: string;
  save_card?: boolean;
}

/** GET /api/webupgradesubscription/quote?plan={plan_id}: what the upgrade costs today, held until expires_at. */
export interface UpgradeQuoteResponse {
  quote_id: string;
  amount_due_cents: number;
  /** The prorated credit for the unused part of the current period (already subtracted). */
  credit_cents: number;
  plan_total_cents: number;
  /** ISO 8601: the new plan's period starts at the quote and renews then (null: a backend that does not say). */
  renews_at: string | null;
  /** ISO 8601 (null: a backend that does not say). */
  expires_at: string | null;
}

/** POST /webupgradesubscription: the SPEC §7 payload, plus the quote being confirmed and an optional one-time card. */
export interface UpgradeSubscriptionRequest<I extends Id = Id> extends SubscribeRequest<I>, OneTimeCard {
  quote_id?: string;
}

/** POST /webupgradesubscription's 409 for an expired, used, unknown or stale quote: nothing was charged; here is a new price. */
export interface QuoteRefusal {
  failure: string;
  quote?: UpgradeQuoteResponse;
}

/** GET /api/billing/paymentmethod: the card on file, or null. */
export interface CardOnFile {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export type BillingHistoryKind = 'plan' | 'renewal' | 'upgrade' | 'credits' | 'esim' | 'refund' | 'failed_renewal';

/**
 * One row of GET /api/billing/history (newest first). Our server names a charge by its receipt
 * number ('R-' and 10 random characters, never a sequence); the SPA treats ids as opaque.
 */
export interface BillingHistoryItem<I extends Id = Id> {
  id: I;
  /** ISO 8601. */
  created_at: string;
  /** Any other kind a backend sends is shown by its description. */
  kind: BillingHistoryKind | (string & {});
  description: string;
  amount_cents: number;
  currency: string;
  card: { brand: string; last4: string } | null;
  status: 'succeeded' | 'failed' | (string & {});
  /** GET /api/billing/receipts/{receipt_id}; null for a failed charge. */
  receipt_id: I | null;
}

/** GET /api/billing/history?before=&limit=: one page; next_before is the `before` of the next page (null: none). */
export interface BillingHistoryPage<I extends Id = Id> {
  items: BillingHistoryItem<I>[];
  next_before: I | null;
}

/** GET /api/sessions (not in SPEC §7): one of the caller's live sessions. */
export interface ActiveSession {
  /** Opaque: names the session in DELETE /api/sessions/{id}; never the token or its hash. */
  id: string;
  created_at: string;
  last_seen_at: string;
  /** Null for sessions made before the server recorded devices ('Unknown device'). */
  ip: string | null;
  user_agent: string | null;
  /** Parsed from user_agent by the server: 'Chrome', 'Safari'…; null when unknown. */
  browser: string | null;
  os: string | null;
  /** The session of the token that asked. */
  current: boolean;
}

// ---- Live activity (not in SPEC §7) ----

/** POST /api/events/ticket: a single-use ticket that opens one event stream (an EventSource cannot send headers). */
export interface EventTicketResponse {
  /** Opaque; valid once, for `expires_in` seconds, for the session that asked. */
  ticket: string;
  /** Seconds. */
  expires_in: number;
}

/**
 * GET /api/events?ticket=…: text/event-stream. Each event's `event:` field names its kind and its `data:`
 * is this JSON. `ready` comes first on every connection (after a gap, the SPA refetches what it may have
 * missed); `signed-out` comes last when the stream's session is revoked, signed out or expired.
 * Comment lines (': keep-alive') only keep proxies from closing an idle stream.
 */
export interface LiveEventPayloads<I extends Id = Id> {
  ready: Record<string, never>;
  /** A call stored for the customer (the webhook's call.completed), as one GET /webcalllog item. */
  call: CallLogItem<I>;
  /** A message stored for the customer (the webhook's message.*): its chat (without messages) and the message. */
  message: {
    chat_id: I;
    third_party_number: string;
    is_blocked: boolean;
    /** The carrier's name for the other party, as on GET /webgetallchatmessages (absent from a backend without caller lookups). */
    caller_name?: string | null;
    spam_likely?: boolean;
    message: ChatMessage<I>;
  };
  /** A voicemail stored for the customer (the webhook's voicemail.received), with the unheard count after it. */
  voicemail: { voicemail: Voicemail; unheard_count: number };
  'signed-out': Record<string, never>;
}
export type LiveEventKind = keyof LiveEventPayloads;

// ---- The voicemail inbox (not in SPEC §7; a backend without it answers 404 and the SPA hides it) ----

/** One voicemail, as GET /api/voicemails lists it. */
export interface Voicemail {
  id: number;
  /** The caller's number (10 digits for a US number). */
  from_number: string;
  /** The caller ID name, when the carrier gave one. */
  caller_name: string | null;
  /** ISO 8601. */
  received_at: string;
  /** Seconds. */
  duration: number;
  /** The carrier's transcription; null when it made none. */
  transcript: string | null;
  heard: boolean;
  /** The call (a GET /webcalllog id) the caller left it after, when the call log has it. */
  call_id: number | null;
  /** The carrier rates the caller as likely spam (ours, as on calls); absent when it has no rating. */
  spam_likely?: boolean;
}

/** GET /api/voicemails?before=&limit=: one page, newest first. */
export interface VoicemailPage {
  voicemails: Voicemail[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  next_before: number | null;
  /** Voicemails not heard yet, of all pages. */
  unheard_count: number;
}

/** POST /api/voicemails/{id}/heard. */
export interface VoicemailHeardResponse {
  success: true;
  unheard_count: number;
}

// ---- The port tracker (not in SPEC §7) ----

/** Where a port request stands; 'rejected' can be fixed and resubmitted (back to 'submitted'). */
export type PortRequestStatus = 'submitted' | 'carrier_review' | 'scheduled' | 'completed' | 'rejected';
/** The details a port request sends to the losing carrier, which a rejection may ask to fix. */
export type PortDetailField = 'account_number' | 'pin' | 'zip';

/** POST /api/portphone/requests: a port-in request with the losing carrier's details. */
export interface CreatePortRequest {
  /** 10 digits (or 11 with a leading 1), as GET /portphone/{number}. */
  phone_number: string;
  /** The account number at the losing carrier: 1–20 letters or digits. */
  account_number: string;
  /** The transfer PIN the losing carrier issued: 4–10 digits. Never answered back. */
  pin: string;
  /** The service address's ZIP code: 5 digits. */
  zip: string;
}

/** POST /api/portphone/requests/{id}/resubmit: new values for the fields the rejection named (others kept). */
export type ResubmitPortRequest = Partial<Omit<CreatePortRequest, 'phone_number'>>;

export interface PortRejection {
  /** Machine-readable: 'pin_mismatch', 'account_mismatch', 'zip_mismatch', 'details_missing', 'not_portable', 'expired' (waited too long for the customer)… */
  code: string;
  /** Plain words: why the carrier refused. */
  reason: string;
  /** Plain words: what to fix before resubmitting. */
  fix: string;
  /** The fields to correct; empty when resubmitting cannot help (e.g. 'not_portable'). */
  fields: PortDetailField[];
}

/** One step of a request's timeline, oldest first. */
export interface PortTimelineEntry {
  status: PortRequestStatus;
  /** ISO 8601. */
  at: string;
}

/** GET /api/portphone/requests (newest first) and the answers of create and resubmit. */
export interface PortRequest {
  /** Opaque. */
  id: string;
  phone_number: string;
  status: PortRequestStatus;
  /** Last four characters of the account number; null when none was given (a SPEC GET /portphone request). */
  account_number_last4: string | null;
  zip: string | null;
  /** The day the carrier scheduled the transfer ('YYYY-MM-DD'), once known. */
  scheduled_for: string | null;
  rejection: PortRejection | null;
  timeline: PortTimelineEntry[];
  /**
   * While the request waits for the customer (details never given, or a rejection they can fix):
   * when it is cancelled unless fixed (ISO 8601). Null or absent otherwise, and from a backend
   * that does not cancel. A cancelled one is 'rejected' with the rejection code 'expired'.
   */
  expires_at?: string | null;
  /**
   * The day ('YYYY-MM-DD') the number is expected to work here: the carrier's scheduled day once
   * known, else 4 days after the latest filing. Null once completed or rejected; absent from a
   * backend that does not tell.
   */
  expected_by?: string | null;
  created_at: string;
  updated_at: string;
}

/** What the sandbox network simulator can send to the caller's own number (sandbox mode only). */
export type SandboxNetworkEvent = 'incoming_call' | 'missed_call' | 'voicemail' | 'text' | 'picture_text' | 'port_completed' | 'port_rejected' | 'esim_usage';

/** Why the simulated carrier rejects a port: the sandbox carrier's review verdicts. */
export type SandboxPortRejectionReason = 'pin_mismatch' | 'account_mismatch' | 'zip_mismatch';

/** POST /api/sandbox/simulate (not in SPEC §7; 404 outside sandbox mode). Fields a kind does not use are ignored. */
export interface SandboxSimulationRequest {
  event: SandboxNetworkEvent;
  /** The other party of a call or text, a US number; a fictional 555-01xx number when absent. */
  from?: string;
  /** incoming_call: seconds talked (1–3600). */
  duration?: number;
  /** text, picture_text: the message. */
  text?: string;
  /** port_rejected: the carrier's reason. */
  reason?: SandboxPortRejectionReason;
  /** esim_usage: data used today, in MB. */
  megabytes?: number;
}

/** What the simulator did, in words, e.g. 'A missed call from (617) 555-0123 reached (212) 555-0100.' */
export interface SandboxSimulationResponse {
  success: true;
  summary: string;
}

/** The Core Web Vitals a page view reports (POST /api/vitals). */
export type WebVitalName = 'LCP' | 'INP' | 'CLS';

/** POST /api/vitals body: the route pattern (never the address) and one to three values (ms for LCP and INP, a score for CLS). Answer: 204. */
export interface WebVitalsReport {
  route: string;
  metrics: { name: WebVitalName; value: number }[];
}

/**
 * GET /api/account/export (not in SPEC §7): the account's latest 'Download your data' request.
 * 'none': nothing to download; 'preparing': being built; 'ready': downloadable until expires_at;
 * 'failed': it could not be built (the customer may ask again at once).
 * next_request_at: ISO 8601, when the next request is possible (one a day); null: now.
 */
export interface DataExportStatus {
  state: 'none' | 'preparing' | 'ready' | 'failed';
  requested_at: string | null;
  ready_at: string | null;
  expires_at: string | null;
  size_bytes: number | null;
  next_request_at: string | null;
}

// ---- Web Push (not in SPEC §7) ----

/** GET /api/push/config (signed in): the application server key for PushManager.subscribe. 404 when push is off. */
export interface PushConfig {
  /** base64url, an uncompressed P-256 point. */
  vapid_public_key: string;
}
export type PushKind = 'call' | 'message' | 'voicemail';
/** POST /api/push/subscriptions (signed in): stores or updates (same endpoint) this device's subscription. */
export interface PushSubscriptionRequest {
  /** The push service's https URL (http only in sandbox mode). */
  endpoint: string;
  /** base64url, as PushSubscription.toJSON() gives them. */
  keys: { p256dh: string; auth: string };
  /** What the customer switched on for this device (may be empty). */
  kinds: PushKind[];
  /** Message text may be shown in the notification. */
  previews: boolean;
}
/** Opaque; 201 new, 200 updated. */
export interface PushSubscriptionResponse {
  id: string;
}
/** DELETE /api/push/subscriptions/{id} (signed in; another customer's or unknown id → 404): { success: true }. */
export interface PushSubscriptionDeleted {
  success: true;
}
/** What a push carries (JSON, encrypted aes128gcm), also what the SPA shows for a live event. */
export interface PushPayload {
  kind: PushKind;
  tag: string;
  title: string;
  body: string;
  url: string;
}

// ---- Passkeys (not in SPEC §7) ----
// Binary values are base64url text, as PublicKeyCredential.toJSON() and @simplewebauthn/browser give them.

/** What navigator.credentials.create() gave, as JSON (POST /api/passkeys). */
export interface PasskeyRegistrationCredential {
  id: string;
  rawId: string;
  type: 'public-key';
  response: {
    clientDataJSON: string;
    attestationObject: string;
    authenticatorData?: string;
    transports?: string[];
    publicKeyAlgorithm?: number;
    publicKey?: string;
  };
  authenticatorAttachment?: 'platform' | 'cross-platform';
  clientExtensionResults: Record<string, unknown>;
}
/** What navigator.credentials.get() gave, as JSON (sign-in, and a proof of identity). */
export interface PasskeyAssertion {
  id: string;
  rawId: string;
  type: 'public-key';
  response: {
    clientDataJSON: string;
    authenticatorData: string;
    signature: string;
    userHandle?: string;
  };
  authenticatorAttachment?: 'platform' | 'cross-platform';
  clientExtensionResults: Record<string, unknown>;
}
interface PasskeyCredentialDescriptor {
  id: string;
  type: 'public-key';
  transports?: string[];
}
/**
 * POST /api/passkeys/registration-options (signed in, recent proof): the options for
 * navigator.credentials.create() as JSON; its challenge is good for one POST /api/passkeys within 5 minutes.
 */
export interface PasskeyCreationOptions {
  challenge: string;
  rp: { id?: string; name: string };
  user: { id: string; name: string; displayName: string };
  pubKeyCredParams: { alg: number; type: 'public-key' }[];
  timeout?: number;
  excludeCredentials?: PasskeyCredentialDescriptor[];
  authenticatorSelection?: { residentKey?: string; requireResidentKey?: boolean; userVerification?: string; authenticatorAttachment?: string };
  attestation?: string;
  hints?: string[];
  extensions?: Record<string, unknown>;
}
/**
 * POST /api/passkeys/sign-in-options (anyone) and POST /api/passkeys/proof-options (signed in): the
 * options for navigator.credentials.get() as JSON; the challenge is good for one answer within 5 minutes.
 */
export interface PasskeyRequestOptions {
  challenge: string;
  rpId?: string;
  timeout?: number;
  allowCredentials?: PasskeyCredentialDescriptor[];
  userVerification?: string;
  hints?: string[];
  extensions?: Record<string, unknown>;
}
/** POST /api/passkeys (signed in, recent proof): adds the passkey; 201 with the PasskeySummary. */
export interface PasskeyRegistrationRequest {
  /** What the customer calls it (at most 60 characters); the browser and system by default ('Chrome on macOS'). */
  label?: string;
  credential: PasskeyRegistrationCredential;
}
/** One of the customer's passkeys. */
export interface PasskeySummary {
  id: number;
  label: string;
  /** ISO 8601. */
  created_at: string;
  /** ISO 8601; null until first used. */
  last_used_at: string | null;
  /** The device said the passkey is synced beyond itself (a password manager, iCloud Keychain). */
  backed_up: boolean;
}
/** GET /api/passkeys (signed in); DELETE /api/passkeys/{passkeyId} (recent proof; another customer's → 404) answers SuccessResponse. */
export interface PasskeyList {
  passkeys: PasskeySummary[];
}
/** POST /api/passkeys/sign-in (anyone): answered like POST /user/websignin/ (SessionUser). */
export interface PasskeySignInRequest {
  credential: PasskeyAssertion;
}
/** POST /api/account/reauth: an OwnerProof, or an assertion answering a challenge from POST /api/passkeys/proof-options. */
export interface ReauthRequest extends OwnerProof {
  passkey?: PasskeyAssertion;
}
