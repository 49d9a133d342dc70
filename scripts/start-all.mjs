// `npm start`: every service on this machine, output prefixed by service name.
// Ctrl-C (SIGINT) stops them all; if one exits, the others are stopped too.
import concurrently from 'concurrently';

// The gateway's young generation as its image sets it (infra/Dockerfile).
const services = [
  ['search', 'blue', ''],
  ['payment', 'magenta', ''],
  ['optimizer', 'yellow', ''],
  ['gateway', 'green', '--max-semi-space-size=64 '],
];

const { result } = concurrently(
  services.map(([name, prefixColor, flags]) => ({
    name,
    prefixColor,
    command: `node ${flags}services/${name}/dist/main.js`,
  })),
  { killOthersOn: ['failure', 'success'], prefix: 'name', killSignal: 'SIGTERM' },
);

result.then(
  () => process.exit(0),
  (events) => {
    const interrupted = events.every((e) => e.killed || e.exitCode === 0 || e.exitCode === 'SIGINT');
    process.exit(interrupted ? 0 : 1);
  },
);
