/**
 * The carrier that sells US numbers and takes port-in requests. Numbers are 10 digits, no country
 * code. Which customer holds which number is our database's business, not the carrier's.
 */
export type PortStatus = 'pending' | 'completed' | 'failed';

export interface TelephonyProvider {
  /** Up to `limit` numbers for sale in an area code, none of `exclude`; empty when it has none there. */
  searchNumbers(input: { areaCode: string; limit: number; exclude: ReadonlySet<string> }): Promise<string[]>;
  /** Buys a number from the carrier's inventory. Throws NumberUnavailableError when it is not for sale. */
  orderNumber(input: { phoneNumber: string; idempotencyKey: string }): Promise<void>;
  /**
   * Files a port-in request; answers when the carrier expects to finish (then `portStatus` is asked).
   * Throws PortRejectedError when the carrier refuses the number.
   */
  requestPort(input: { phoneNumber: string }): Promise<{ expectedCompletionAt: Date }>;
  portStatus(phoneNumber: string): Promise<PortStatus>;
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
