// Where alert mail goes: nodemailer to SMTP_URL, or, with none (make start, development),
// a local mailbox of .eml files in MAIL_DIR that the alerts service's port lists (/mail).
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** The same message id for a digest sent again after a crash, so a mailbox can drop the copy. */
  messageId?: string;
}

export interface MailTransport {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** A refusal the mail server means for good (5xx): the address's alerts are paused, not retried. */
export function isPermanentMailFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

/** Each message as `<time>-<n>.eml` in `dir`. */
export function createMailboxTransport(dir: string, from: string): MailTransport {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let count = 0;
  return {
    name: 'mailbox',
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${++count}.eml`;
      await writeFile(path.join(dir, name), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}

export interface MailboxEntry {
  name: string;
  size: number;
}

/** The local mailbox's messages, newest first. */
export async function listMailbox(dir: string): Promise<MailboxEntry[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const entries = await Promise.all(
    names
      .filter((n) => n.endsWith('.eml'))
      .map(async (name) => ({ name, size: (await stat(path.join(dir, name))).size })),
  );
  return entries.sort((a, b) => b.name.localeCompare(a.name));
}

/** One message of the local mailbox, by a name listMailbox gave; undefined for any other name. */
export async function readMailboxMessage(dir: string, name: string): Promise<Buffer | undefined> {
  if (!/^[\w-]+\.eml$/.test(name)) return undefined;
  return readFile(path.join(dir, name)).catch(() => undefined);
}
