import { REDACTED, redactSecrets } from '../../src/app/redactSecrets';

describe('redactSecrets', () => {
  it('replaces every secret key at any depth and leaves the rest', () => {
    const input = {
      session: { token: 'tok', user: { user_token: 'tok', is_migrated: false }, profile: { email: 'a@b.c' } },
      api: {
        mutations: {
          m1: { endpointName: 'signIn', originalArgs: { username: 'a@b.c', password: 'hunter22' } },
          m2: { endpointName: 'subscribe', originalArgs: { plan: 1, recaptcha_token: 'rc' } },
          m3: { endpointName: 'saveCardToken', originalArgs: { user_stripe_token: 'tok_visa' } },
          m4: { endpointName: 'verifyAppleToken', originalArgs: { idtoken: 'id', authcode: 'code' } },
          m5: { endpointName: 'issueSocialNonce', data: { nonce: 'n-123', expires_in: 600 } },
        },
      },
    };
    const output = redactSecrets(input);
    expect(output.session.token).toBe(REDACTED);
    expect(output.session.user.user_token).toBe(REDACTED);
    expect(output.session.user.is_migrated).toBe(false);
    expect(output.session.profile.email).toBe('a@b.c');
    expect(output.api.mutations.m1.originalArgs).toEqual({ username: 'a@b.c', password: REDACTED });
    expect(output.api.mutations.m2.originalArgs).toEqual({ plan: 1, recaptcha_token: REDACTED });
    expect(output.api.mutations.m3.originalArgs).toEqual({ user_stripe_token: REDACTED });
    expect(output.api.mutations.m4.originalArgs).toEqual({ idtoken: REDACTED, authcode: REDACTED });
    expect(output.api.mutations.m5.data).toEqual({ nonce: REDACTED, expires_in: 600 });
    expect(JSON.stringify(output)).not.toMatch(/hunter22|tok_visa|"rc"|"tok"/);
  });

  it("redacts the eSIM's activation code from the cached details and activation answers, keeping the rest", () => {
    const code = 'LPA:1$smdp.example.com$SECRET-CODE';
    const state = {
      api: {
        queries: {
          'getEsimDetails(undefined)': { endpointName: 'getEsimDetails', data: { success: true, textQrCode: code, iccid: '8901', activation_code_hidden: false } },
          'getEsimActivation(undefined)': { endpointName: 'getEsimActivation', data: { success: true, textQrCode: code } },
          'getEsimDetails(hidden)': { endpointName: 'getEsimDetails', data: { success: true, textQrCode: null, activation_code_hidden: true } },
        },
      },
    };
    const output = redactSecrets(state);
    expect(output.api.queries['getEsimDetails(undefined)'].data).toEqual({ success: true, textQrCode: REDACTED, iccid: '8901', activation_code_hidden: false });
    expect(output.api.queries['getEsimActivation(undefined)'].data).toEqual({ success: true, textQrCode: REDACTED });
    // Null says there is nothing to hide: left as it is.
    expect(output.api.queries['getEsimDetails(hidden)'].data.textQrCode).toBeNull();
    expect(JSON.stringify(output)).not.toContain('SECRET-CODE');
  });

  it("redacts a proof of identity's password or ID token from the actions of POST /account/reauth", () => {
    const pending = (originalArgs: object) => ({
      type: 'api/executeMutation/pending',
      meta: { arg: { type: 'mutation', endpointName: 'reauthenticate', originalArgs, track: false } },
    });
    expect(redactSecrets(pending({ current_password: 'my-Secret-1' })).meta.arg.originalArgs).toEqual({ current_password: REDACTED });
    expect(redactSecrets(pending({ id_token: 'eyJ.google.token' })).meta.arg.originalArgs).toEqual({ id_token: REDACTED });
  });

  it("redacts the owner proof of 'Download your data' from its tracked mutation", () => {
    const tracked = { api: { mutations: { m1: { endpointName: 'requestDataExport', originalArgs: { current_password: 'my-Secret-1' } } } } };
    expect(JSON.stringify(redactSecrets(tracked))).not.toContain('my-Secret-1');
  });

  it('redacts the live stream\'s ticket wherever it appears', () => {
    const fulfilled = {
      type: 'api/executeMutation/fulfilled',
      payload: { ticket: 'ticket-secret', expires_in: 30 },
      meta: { arg: { endpointName: 'getEventTicket', track: false } },
    };
    expect(redactSecrets(fulfilled).payload).toEqual({ ticket: REDACTED, expires_in: 30 });
    const tracked = { api: { mutations: { m1: { endpointName: 'getEventTicket', data: { ticket: 'ticket-secret', expires_in: 30 } } } } };
    expect(JSON.stringify(redactSecrets(tracked))).not.toContain('ticket-secret');
  });

  it("redacts a number transfer's PIN and account number", () => {
    const mutations = {
      m1: { endpointName: 'createPortRequest', originalArgs: { phone_number: '6175550142', account_number: 'ACCT7731', pin: '0142', zip: '02110' } },
      m2: { endpointName: 'resubmitPortRequest', originalArgs: { id: 'r1', pin: '9876' } },
    };
    const output = redactSecrets(mutations);
    expect(output.m1.originalArgs).toEqual({ phone_number: '6175550142', account_number: REDACTED, pin: REDACTED, zip: '02110' });
    expect(output.m2.originalArgs).toEqual({ id: 'r1', pin: REDACTED });
  });

  it('redacts the whole argument of endpoints whose argument is a token', () => {
    const action = { type: 'api/executeMutation/pending', meta: { arg: { endpointName: 'verifyGoogleToken', originalArgs: 'eyJ.jwt' } } };
    expect(redactSecrets(action).meta.arg.originalArgs).toBe(REDACTED);
    const signIn = { meta: { arg: { endpointName: 'verifySignInToken', originalArgs: 'one-time' } } };
    expect(redactSecrets(signIn).meta.arg.originalArgs).toBe(REDACTED);
  });

  it('redacts the proof sent with an email or password change', () => {
    const mutations = {
      m1: { endpointName: 'updateEmail', originalArgs: { email: 'new@b.c', current_password: 'old-secret' } },
      m2: { endpointName: 'updatePassword', originalArgs: { password: 'new-secret', id_token: 'eyJ.id.token' } },
    };
    const output = redactSecrets(mutations);
    expect(output.m1.originalArgs).toEqual({ email: 'new@b.c', current_password: REDACTED });
    expect(output.m2.originalArgs).toEqual({ password: REDACTED, id_token: REDACTED });
  });

  it("redacts a Web Push subscription (its endpoint and keys) from the tracked mutation and its actions", () => {
    const subscription = { endpoint: 'https://push.example.com/send/SECRET-ENDPOINT', keys: { p256dh: 'SECRET-P256DH', auth: 'SECRET-AUTH' }, kinds: ['call'], previews: false };
    const tracked = { api: { mutations: { m1: { endpointName: 'savePushSubscription', originalArgs: subscription } } } };
    const pending = { type: 'api/executeMutation/pending', meta: { arg: { type: 'mutation', endpointName: 'savePushSubscription', originalArgs: subscription } } };
    expect(redactSecrets(tracked).api.mutations.m1.originalArgs).toBe(REDACTED);
    expect(JSON.stringify(redactSecrets(pending))).not.toContain('SECRET');
  });

  it('keeps null secrets visible as null, so support can see that a user is signed out', () => {
    expect(redactSecrets({ token: null })).toEqual({ token: null });
  });

  it('describes files instead of exposing them, and survives cycles', () => {
    const file = new File(['abc'], 'greeting.mp3', { type: 'audio/mpeg' });
    const cyclic: Record<string, unknown> = { file };
    cyclic.self = cyclic;
    const output = redactSecrets(cyclic) as Record<string, unknown>;
    expect(output.file).toBe('<file greeting.mp3, 3 bytes>');
    expect(output.self).toBe('<circular>');
  });

  it('does not change its input', () => {
    const input = { token: 'tok' };
    redactSecrets(input);
    expect(input.token).toBe('tok');
  });
});
