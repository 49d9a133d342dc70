// A real SMTP server in the test process (smtp-server), keeping each message it accepts,
// parsed (mailparser). A test may refuse recipients for good (5xx) or for now (4xx), or
// hold a message's answer to kill the sender mid-send.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  received: ParsedMail[];
  /** Recipients answered 550 at RCPT TO. */
  refuse: Set<string>;
  /** Recipients answered 451 at RCPT TO, this many more times. */
  deferOnce: Map<string, number>;
  /** While set, messages past this many are held unanswered, and dropped when their client goes (a killed sender). */
  holdAfter?: number;
  /** Messages whose data arrived (accepted or not). */
  dataStarted: number;
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const sink: SmtpSink = {
    url: '',
    received: [],
    refuse: new Set(),
    deferOnce: new Map(),
    dataStarted: 0,
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (sink.received.length < count) {
        if (Date.now() > deadline) throw new Error(`${sink.received.length} of ${count} messages arrived`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return sink.received;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  // Sessions whose client went away: a held message of theirs is never accepted.
  const closed = new Map<string, () => void>();
  const server = new SMTPServer({
    onClose(session) {
      closed.get(session.id)?.();
    },
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      if (sink.refuse.has(to)) {
        callback(Object.assign(new Error('5.1.1 No such user'), { responseCode: 550 }));
        return;
      }
      const defer = sink.deferOnce.get(to) ?? 0;
      if (defer > 0) {
        sink.deferOnce.set(to, defer - 1);
        callback(Object.assign(new Error('4.7.1 Try again later'), { responseCode: 451 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const index = ++sink.dataStarted;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const accept = async () => {
          if (sink.holdAfter !== undefined && index > sink.holdAfter) {
            // Never accepted: the server has not answered when the client goes.
            await new Promise<void>((resolve) => closed.set(session.id, resolve));
            return;
          }
          sink.received.push(await simpleParser(Buffer.concat(chunks)));
          callback();
        };
        accept().catch((error: unknown) => callback(error as Error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  sink.url = `smtp://127.0.0.1:${port}`;
  return sink;
}
