// Ports for the servers a test starts must not be ones an outgoing connection can take.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TEST_PORTS, freePort } from './support/faults-infra.js';

/** The first port the kernel hands to outgoing connections on this machine. */
const ephemeralLow = () =>
  Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);

describe('free ports for test servers', () => {
  it('lie below the range outgoing connections take their local ports from', async () => {
    expect(TEST_PORTS.high).toBeLessThanOrEqual(ephemeralLow());
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(TEST_PORTS.low);
      expect(port).toBeLessThan(ephemeralLow());
    }
  });
});
