/** Checks a reCAPTCHA token given by the browser. */
export interface RecaptchaVerifier {
  /** True only if the token is valid; never throws (an unreachable verifier counts as a failure). */
  verify(token: string, remoteIp?: string): Promise<boolean>;
}
