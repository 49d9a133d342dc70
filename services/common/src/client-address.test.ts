import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressOf, trustProxySchema } from './client-address.js';

/** A request from `peer` carrying `forwarded` as its X-Forwarded-For. */
const from = (peer: string, forwarded?: string) =>
  ({
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
    connection: { remoteAddress: peer },
    socket: { remoteAddress: peer },
  }) as unknown as IncomingMessage;

const addressWith = (setting: string | undefined, peer: string, forwarded?: string) =>
  clientAddressOf(from(peer, forwarded), trustProxySchema.parse(setting));

describe('the client address', () => {
  it('is the peer, whatever X-Forwarded-For says, when no proxy is trusted (the default)', () => {
    expect(addressWith(undefined, '127.0.0.1', '203.0.113.9')).toBe('127.0.0.1');
    expect(addressWith('false', '10.0.0.5', '203.0.113.9')).toBe('10.0.0.5');
    expect(addressWith('0', '10.0.0.5', '203.0.113.9')).toBe('10.0.0.5');
  });

  it('is what a trusted proxy forwarded, and only a trusted proxy', () => {
    expect(addressWith('10.0.0.0/8', '10.0.0.5', '203.0.113.9')).toBe('203.0.113.9');
    expect(addressWith('10.0.0.0/8', '192.0.2.1', '203.0.113.9')).toBe('192.0.2.1');
    expect(addressWith('loopback, 10.0.0.5', '::ffff:127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
  });

  it('takes the address the last trusted hop saw, not one the client wrote in front of it', () => {
    // The client sent "X-Forwarded-For: 198.51.100.66"; the proxy appended the address it saw.
    expect(addressWith('1', '10.0.0.5', '198.51.100.66, 203.0.113.9')).toBe('203.0.113.9');
    expect(addressWith('loopback', '127.0.0.1', '198.51.100.66, 203.0.113.9')).toBe('203.0.113.9');
    expect(addressWith('2', '10.0.0.5', '198.51.100.66, 203.0.113.9')).toBe('198.51.100.66');
  });

  it('refuses TRUST_PROXY=true and settings that are not addresses, naming what it takes', () => {
    expect(trustProxySchema.safeParse('true').error?.issues[0]?.message).toMatch(/name the proxy/);
    expect(trustProxySchema.safeParse('my-load-balancer').error?.issues[0]?.message).toMatch(
      /hop count, or addresses, subnets/,
    );
    expect(trustProxySchema.safeParse('10.0.0.0/40').success).toBe(false);
  });
});
