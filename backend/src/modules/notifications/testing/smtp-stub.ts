import { createServer, type Server, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * A minimal SMTP server for tests: accepts everything, except that the first delivery to each
 * address in `failFirstDeliveryTo` gets a temporary failure (451 at RCPT TO), as a greylisting
 * server would. Keyed by recipient, so mail for other tests cannot use up the failure.
 */
export class SmtpStub {
  readonly received: ReceivedMail[] = [];
  sessions = 0;
  private readonly server: Server;

  private readonly toFail: Set<string>;

  private constructor(failFirstDeliveryTo: string[]) {
    this.toFail = new Set(failFirstDeliveryTo.map((a) => a.toLowerCase()));
    this.server = createServer((socket) => this.session(socket));
  }

  static async start(options: { failFirstDeliveryTo?: string[] } = {}): Promise<SmtpStub> {
    const stub = new SmtpStub(options.failFirstDeliveryTo ?? []);
    await new Promise<void>((resolve) => stub.server.listen(0, '127.0.0.1', resolve));
    return stub;
  }

  get url(): string {
    const address = this.server.address();
    if (!address || typeof address === 'string') throw new Error('SMTP stub is not listening');
    return `smtp://127.0.0.1:${address.port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private session(socket: Socket): void {
    this.sessions += 1;
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 smtp-stub ESMTP ready');
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          mail.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          this.received.push(mail);
          mail = { from: '', to: [], data: '' };
          reply('250 2.0.0 OK queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 smtp-stub');
        else if (verb === 'MAIL') {
          mail.from = line.slice(10).trim();
          reply('250 2.1.0 OK');
        } else if (verb === 'RCPT') {
          const to = line.slice(8).trim();
          const address = to.replace(/[<>]/g, '').toLowerCase();
          if (this.toFail.delete(address)) reply('451 4.2.0 Mailbox busy, try again later');
          else {
            mail.to.push(to);
            reply('250 2.1.5 OK');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 Bye');
          socket.end();
          return;
        } else reply('250 OK');
      }
    });
  }
}

/** A port nobody listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}
