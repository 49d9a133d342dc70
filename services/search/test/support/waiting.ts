// Bounded waits for asynchronous effects, and a port nothing listens on.
import { createServer, type AddressInfo } from 'node:net';

/** Polls until the condition holds; fails after `ms`. */
export async function waitFor(condition: () => Promise<boolean> | boolean, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A local port that was free a moment ago: connecting to it fails (Redis "down"). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
