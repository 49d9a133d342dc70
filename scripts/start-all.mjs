// `npm start`: every service on this machine, output prefixed by service name.
// Ctrl-C (SIGINT) stops them all; if one exits, the others are stopped too.
import concurrently from 'concurrently';

const services = [
  ['search', 'blue'],
  ['payment', 'magenta'],
  ['optimizer', 'yellow'],
  ['gateway', 'green'],
];

const { result } = concurrently(
  services.map(([name, prefixColor]) => ({ name, prefixColor, command: `node services/${name}/dist/main.js` })),
  { killOthersOn: ['failure', 'success'], prefix: 'name', killSignal: 'SIGTERM' },
);

result.then(
  () => process.exit(0),
  (events) => {
    const interrupted = events.every((e) => e.killed || e.exitCode === 0 || e.exitCode === 'SIGINT');
    process.exit(interrupted ? 0 : 1);
  },
);
