/**
 * Thrown by handlers to answer a 4xx with the SPEC §8 body `{ failure: message }`. The error
 * handler turns it into the response; anything else thrown becomes a logged 500.
 */
export class HttpFailure extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpFailure';
  }
}
