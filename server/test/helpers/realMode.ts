/**
 * Made-up credentials for every provider: a coherent real-mode server for tests. Each outside
 * service points at a closed loopback port (discard, 9), so a call that slips through fails at
 * once instead of reaching the internet; Stripe and Google siteverify take no URL and are never
 * called by the tests that use this.
 */
export const REAL_MODE_CREDENTIALS: Record<string, string> = {
  STRIPE_SECRET_KEY: 'sk_test_made_up',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_made_up',
  RECAPTCHA_SECRET: 'recaptcha-secret-made-up',
  RECAPTCHA_SITE_KEY: 'recaptcha-site-key-made-up',
  GOOGLE_CLIENT_ID: 'client-123.apps.googleusercontent.com',
  GOOGLE_JWKS_URL: 'http://127.0.0.1:9/google/certs',
  APPLE_CLIENT_ID: 'com.example.web',
  APPLE_JWKS_URL: 'http://127.0.0.1:9/apple/keys',
  TELEPHONY_API_URL: 'http://127.0.0.1:9/telephony',
  TELEPHONY_API_KEY: 'telephony-key-made-up',
  ESIM_API_URL: 'http://127.0.0.1:9/esim',
  ESIM_API_KEY: 'esim-key-made-up',
  SMTP_URL: 'smtp://127.0.0.1:9',
};
