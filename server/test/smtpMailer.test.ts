import { createSmtpMailer, messageIdFor } from '../src/providers/mail/smtpMailer';
import { startSmtpSink } from './helpers/smtpSink';

describe('the SMTP mailer (SMTP_URL)', () => {
  it('delivers the message to the SMTP server of the URL, signed in with its user and password', async () => {
    const sink = await startSmtpSink();
    try {
      const mailer = createSmtpMailer(`smtp://mailer:secret@127.0.0.1:${sink.port}`, 'Brand <no-reply@brand.example>');
      await mailer.send({
        to: 'customer@example.com',
        subject: 'Verify your email',
        text: 'Open this link to verify: https://brand.example/verify?token=abc\n.\nA line with only a dot stays.',
        links: ['https://brand.example/verify?token=abc'],
      }, 'verify:42');
      expect(sink.received).toHaveLength(1);
      const [mail] = sink.received;
      expect(mail).toMatchObject({ from: 'no-reply@brand.example', to: ['customer@example.com'], authenticated: true });
      expect(mail.data).toMatch(/^Subject: Verify your email$/m);
      expect(mail.data).toContain('https://brand.example/verify?token=abc');
      expect(mail.data).toMatch(/^\.$/m);
      // The outbox's key as the Message-ID: a copy sent again after a crash has the same one.
      expect(mail.data).toContain(`Message-ID: ${messageIdFor('verify:42', 'Brand <no-reply@brand.example>')}`);
      expect(messageIdFor('verify:42', 'Brand <no-reply@brand.example>')).toMatch(/^<[0-9a-f]{40}@brand\.example>$/);
    } finally {
      await sink.close();
    }
  });

  it('fails the send when the server is unreachable, so the caller can report it', async () => {
    const sink = await startSmtpSink();
    await sink.close();
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${sink.port}`, 'no-reply@brand.example');
    await expect(mailer.send({ to: 'customer@example.com', subject: 'S', text: 'T', links: [] }, 'k')).rejects.toThrow();
  });
});
