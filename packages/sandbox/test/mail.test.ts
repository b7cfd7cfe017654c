import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mails, startSandbox, type TestSandbox } from './helpers.ts';

/** A minimal SMTP server that accepts every message: just enough of RFC 5321 for nodemailer. */
const smtpSink = async () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  const connections = { open: 0, most: 0 };
  const server: Server = createServer((socket) => {
    connections.open += 1;
    connections.most = Math.max(connections.most, connections.open);
    socket.on('close', () => {
      connections.open -= 1;
    });
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          reply('250 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 sink');
        else if (verb === 'MAIL') {
          current.from = line;
          reply('250 ok');
        } else if (verb === 'RCPT') {
          current.to.push(line);
          reply('250 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    received,
    connections,
    port: (server.address() as AddressInfo).port,
    close: () => server.close(),
  };
};

let sink: Awaited<ReturnType<typeof smtpSink>>;
let sb: TestSandbox;
beforeAll(async () => {
  sink = await smtpSink();
  sb = await startSandbox({ smtpUrl: `smtp://127.0.0.1:${sink.port}` });
});
afterAll(async () => {
  await sb.close();
  sink.close();
});

describe('mail', () => {
  it('keeps every mail in the outbox and delivers it through SMTP_URL', async () => {
    await sb.client.customer.sendOtp({ email: 'smtp@example.com' });
    const [kept] = await mails(sb, 'smtp@example.com');
    expect(kept).toMatchObject({
      to: 'smtp@example.com',
      subject: 'Your verification code',
      sentAt: new Date(sb.clock.now).toISOString(),
    });
    await expect.poll(() => sink.received.length).toBe(1);
    expect(sink.received[0]?.to).toEqual(['RCPT TO:<smtp@example.com>']);
    expect(sink.received[0]?.data).toContain('Subject: Your verification code');
    expect(sink.received[0]?.data).toContain(/\d{6}/.exec(kept?.text ?? '')?.[0] ?? 'missing code');
  });

  it('lists all mails oldest first when no address is given', async () => {
    await sb.client.customer.sendOtp({ email: 'second@example.com' });
    const res = (await (await fetch(`${sb.url}/sandbox/mail`)).json()) as { messages: { to: string }[] };
    expect(res.messages.map((m) => m.to)).toEqual(['smtp@example.com', 'second@example.com']);
  });

  it('delivers a burst of mails over at most two SMTP connections, not one a mail', async () => {
    const emails = Array.from({ length: 12 }, (_, i) => `burst-${i}@example.com`);
    await Promise.all(emails.map((email) => sb.client.customer.sendOtp({ email })));
    const delivered = () =>
      sink.received.filter((mail) => mail.to.some((to) => to.includes('burst-'))).length;
    await expect.poll(delivered, { timeout: 15_000 }).toBe(emails.length);
    expect(sink.connections.most).toBeLessThanOrEqual(2);
  });
});
