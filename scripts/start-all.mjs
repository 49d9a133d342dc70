// `npm start`: every service on this machine, output prefixed by service name. With
// SEARCH_BACKEND=opensearch and no OPENSEARCH_URL it also runs a local OpenSearch node.
// Once the gateway is ready it prints one line: where to open the product and what runs.
// Ctrl-C (SIGINT) stops them all; if one exits, the others are stopped too.
import concurrently from 'concurrently';
import { startOpenSearch } from './opensearch-cluster.mjs';

const env = { ...process.env };
// Readable lines for a person; LOG_FORMAT=json keeps JSON (for a file or a collector).
if (!env.LOG_FORMAT && env.NODE_ENV !== 'production') env.LOG_FORMAT = 'pretty';

let openSearch;
if (env.SEARCH_BACKEND === 'opensearch' && !env.OPENSEARCH_URL) {
  console.log('Starting a local OpenSearch node (data in .data/opensearch)...');
  openSearch = await startOpenSearch({ nodes: 1, basePort: 9200, dir: '.data/opensearch' });
  env.OPENSEARCH_URL = openSearch.url;
  console.log(`OpenSearch is up at ${openSearch.url}`);
}

// The young generation as the images set it (infra/Dockerfile): large for the gateway's
// throughput; small heap limits for the search service, which stays under 300 MB resident.
const services = [
  ['search', 'blue', '--max-semi-space-size=8 --max-old-space-size=160 '],
  ['payment', 'magenta', ''],
  ['optimizer', 'yellow', ''],
  ['gateway', 'green', '--max-semi-space-size=64 '],
  ['ingest', 'cyan', ''],
  ['alerts', 'red', ''],
];

const { result } = concurrently(
  services.map(([name, prefixColor, flags]) => ({
    name,
    prefixColor,
    command: `node ${flags}services/${name}/dist/main.js`,
    env,
  })),
  { killOthersOn: ['failure', 'success'], prefix: 'name', killSignal: 'SIGTERM' },
);

const url = `http://localhost:${env.PORT ?? 8080}`;
void announceWhenReady();

result.then(
  () => exit(0),
  (events) => {
    const interrupted = events.every((e) => e.killed || e.exitCode === 0 || e.exitCode === 'SIGINT');
    return exit(interrupted ? 0 : 1);
  },
);

async function exit(code) {
  await openSearch?.stop();
  process.exit(code);
}

/** Polls the gateway's /readyz, then says where to go and what answers. */
async function announceWhenReady() {
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(3000) })
      .then((res) => (res.ok ? res.json() : undefined))
      .catch(() => undefined);
    if (ready) {
      const provider = env.PAYMENT_PROVIDER || (env.STRIPE_SECRET_KEY ? 'stripe' : 'local');
      const payments = provider === 'stripe' ? 'Stripe' : 'local test checkout';
      const optimizer = env.ANTHROPIC_API_KEY ? 'Claude (Anthropic)' : 'local rule-based engine';
      console.log(
        `\nHighPay Jobs is ready at ${url}\n` +
          `  services: gateway, search, payment, optimizer, ingest, alerts · search backend: ${ready.searchBackend ?? 'unknown'}` +
          ` · payments: ${payments} · optimizer: ${optimizer}\n`,
      );
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  console.error(`The gateway did not become ready at ${url}/readyz within 10 minutes.`);
}
