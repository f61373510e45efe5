/**
 * The carrier that sells US numbers and takes port-in requests. Numbers are 10 digits, no country
 * code. Which customer holds which number is our database's business, not the carrier's.
 */

/** What the losing carrier needs to release a number. */
export interface PortDetails {
  phoneNumber: string;
  /** The account number at the losing carrier. */
  accountNumber: string;
  /** The transfer PIN the losing carrier issued: a credential. */
  pin: string;
  /** The service address's ZIP code. */
  zip: string;
}

/**
 * Where a filed port stands at the carrier. Until it ends, `nextCheckAt` says when asking again
 * may tell something new. A rejection's `code` is one of PORT_REJECTION_CODES, or another the
 * carrier uses (then shown as a refusal that cannot be fixed).
 */
export type CarrierPortStatus =
  | { status: 'submitted' | 'carrier_review'; nextCheckAt: Date }
  | { status: 'scheduled'; scheduledFor: string; nextCheckAt: Date }
  | { status: 'completed' }
  | { status: 'rejected'; code: string };

/**
 * What the carrier's caller-ID service (CNAM) and spam scoring say about a number: the name it is
 * registered under (null when none is listed) and whether calls from it are likely spam.
 */
export interface CallerLookup {
  callerName: string | null;
  spamLikely: boolean;
}

export interface TelephonyProvider {
  /** Up to `limit` numbers for sale in an area code, none of `exclude`; empty when it has none there. */
  searchNumbers(input: { areaCode: string; limit: number; exclude: ReadonlySet<string> }): Promise<string[]>;
  /** Buys a number from the carrier's inventory. Throws NumberUnavailableError when it is not for sale. */
  orderNumber(input: { phoneNumber: string; idempotencyKey: string }): Promise<void>;
  /**
   * Gives a number on our account back to the carrier (it may sell it again). Releasing a number
   * that is not on our account any more succeeds: a retry after a lost answer must not fail.
   */
  releaseNumber(input: { phoneNumber: string }): Promise<void>;
  /**
   * Files a port-in request (or files it again with corrected details); answers the carrier's
   * reference for it and when to ask `portStatus` first. Throws PortRejectedError when the carrier
   * refuses the number outright (not portable); wrong details are a rejection at carrier review.
   */
  requestPort(input: PortDetails): Promise<{ portId: string; nextCheckAt: Date }>;
  portStatus(input: { phoneNumber: string; portId: string }): Promise<CarrierPortStatus>;
  /**
   * The caller name and spam likelihood of a 10-digit number. Carriers charge per lookup, so the
   * answer is kept in the database for a while (telephony/callerLookups.ts), never asked per call row.
   */
  lookupCaller(input: { phoneNumber: string }): Promise<CallerLookup>;

  /**
   * A voicemail's audio, fetched from where the carrier's webhook said it keeps it, with our
   * carrier credentials. Throws RecordingUnavailableError when the carrier has no such recording
   * (deleted, expired) or the URL is not the carrier's (our credentials go nowhere else).
   */
  fetchRecording(input: { recordingUrl: string }): Promise<VoicemailRecording>;
}

/** A voicemail's audio as the carrier keeps it. */
export interface VoicemailRecording {
  audio: Buffer;
  /** e.g. audio/wav, audio/mpeg */
  contentType: string;
}

/** The carrier has no recording at that URL (any more), or it is not the carrier's URL. */
export class RecordingUnavailableError extends Error {
  constructor(message = 'This voicemail\'s recording is no longer available.') {
    super(message);
    this.name = 'RecordingUnavailableError';
  }
}

/** The number is not (or no longer) in the carrier's inventory. */
export class NumberUnavailableError extends Error {
  constructor(message = 'This number is no longer available. Please choose another.') {
    super(message);
    this.name = 'NumberUnavailableError';
  }
}

/** The carrier refused a port-in request; `message` is meant for the customer. */
export class PortRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PortRejectedError';
  }
}

/** The carrier could not be reached or answered nonsense: an outage, not the customer's fault. */
export class TelephonyProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TelephonyProviderError';
  }
}
