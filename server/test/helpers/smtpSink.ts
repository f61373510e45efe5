import net from 'node:net';

/** What an SMTP client told the sink in one mail transaction. */
export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
  authenticated: boolean;
}

/**
 * A minimal SMTP server on loopback (RFC 5321: EHLO, AUTH PLAIN, MAIL, RCPT, DATA with dot
 * unstuffing, QUIT) that records each message: enough to prove a real client delivers, not a
 * general mail server.
 */
export async function startSmtpSink(): Promise<{ port: number; received: ReceivedMail[]; close: () => Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let mail: ReceivedMail = { from: '', to: [], data: '', authenticated: false };
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(mail);
            mail = { from: '', to: [], data: '', authenticated: mail.authenticated };
            reply('250 2.0.0 queued');
          } else mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO') socket.write('250-sink\r\n250 AUTH PLAIN\r\n');
        else if (command === 'AUTH') {
          mail.authenticated = true;
          reply('235 2.7.0 accepted');
        } else if (command === 'MAIL') {
          mail.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 ok');
        } else if (command === 'RCPT') {
          mail.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 ok');
        } else if (command === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (command === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
