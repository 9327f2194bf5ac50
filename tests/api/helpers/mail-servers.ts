/**
 * Tiny local stand-ins for the real delivery services, listening on
 * 127.0.0.1 only: an HTTP SMS gateway and an SMTP server that speak just
 * enough of their protocols for the adapters' contract tests.
 */
import { once } from 'node:events';
import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';

export interface GatewayRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** An HTTP gateway at /v1/messages that records each request and answers `status` (200 unless changed). */
export async function startSmsGateway() {
  const requests: GatewayRequest[] = [];
  const state = { status: 200 };
  const server = createHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = Buffer.concat(chunks).toString('utf8');
      }
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      // Unknown paths and a key the gateway revoked are refused, as a real one would.
      const status = req.url !== '/v1/messages' ? 404 : req.headers.authorization === 'Bearer wrong-key' ? 401 : state.status;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(status < 300 ? { id: `msg-${requests.length}` } : { error: 'refused' }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/messages`,
    requests,
    /** Make the gateway answer with another status from now on. */
    answer(status: number) {
      state.status = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ReceivedMail {
  from: string;
  to: string[];
  /** Headers and body as sent. */
  raw: string;
  subject: string;
  /** The text body, with its transfer encoding undone. */
  text: string;
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
  ).replace(/\?=\s+=\?/g, '');
}

function parseMail(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  let text = body;
  if (encoding === 'base64') text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    text = Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return { subject: decodeWords(header('Subject')), text: text.replace(/\r\n$/, '') };
}

/** An SMTP server (no TLS, no auth) that keeps what it accepts; `rejectRecipients` makes it answer 550. */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const state = { rejectRecipients: false };
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let inData = false;
    let mail = { from: '', to: [] as string[], raw: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    const handle = (line: string) => {
      if (inData) {
        if (line === '.') {
          inData = false;
          received.push({ ...mail, ...parseMail(mail.raw) });
          mail = { from: '', to: [], raw: '' };
          reply('250 2.0.0 queued');
        } else {
          mail.raw += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
        }
        return;
      }
      const verb = line.split(/[ :]/)[0].toUpperCase();
      if (verb === 'EHLO') reply('250-localhost greets you\r\n250-8BITMIME\r\n250 SMTPUTF8');
      else if (verb === 'HELO') reply('250 localhost');
      else if (verb === 'MAIL') {
        mail.from = /<(.*)>/.exec(line)?.[1] ?? '';
        reply('250 2.1.0 ok');
      } else if (verb === 'RCPT') {
        if (state.rejectRecipients) reply('550 5.1.1 mailbox unavailable');
        else {
          mail.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 ok');
        }
      } else if (verb === 'DATA') {
        inData = true;
        reply('354 end with <CRLF>.<CRLF>');
      } else if (verb === 'RSET' || verb === 'NOOP') reply('250 ok');
      else if (verb === 'QUIT') {
        reply('221 bye');
        socket.end();
      } else reply('502 5.5.1 not implemented');
    };
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let i = buffer.indexOf('\r\n'); i >= 0; i = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        handle(line);
      }
    });
    reply('220 localhost ESMTP test');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    rejectRecipients(value: boolean) {
      state.rejectRecipients = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
