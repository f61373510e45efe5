/**
 * In the server suite's test files (not the servers they start as child processes), passwords are
 * hashed with argon2id at its smallest cost. A run makes about a thousand accounts and signs in
 * about as often: at OWASP's cost (19 MiB, 2 passes: server/src/auth/passwords.ts) that was 82 s
 * of CPU in a run, 40 ms a hash and 33 ms a check on this project's machines. argon2 itself still
 * hashes and checks every password; the check reads the cost from the stored hash, so signing in
 * runs as in production. signup.test.ts takes the real module and checks the stored cost.
 */
type Argon2 = typeof import('argon2');

jest.mock('argon2', () => {
  const argon2 = jest.requireActual<Argon2>('argon2');
  const hash: Argon2['hash'] = ((password: string, options: Parameters<Argon2['hash']>[1]) =>
    argon2.hash(password, { ...options, memoryCost: 1024, timeCost: 1 })) as Argon2['hash'];
  return { ...argon2, hash };
});
