// Look-ups that arrive together share one call: a DataLoader that gathers the keys asked for
// during one turn of the event loop (the requests read in the same I/O phase), with no cache
// of its own (callers keep theirs, dropped when jobs change).
//
// With `maxInFlight`, a batch also waits while that many calls are out, gathering every key
// asked for meanwhile, and goes as soon as one comes back (group commit): one caller alone
// waits no longer than a turn, while under load the calls grow instead of multiplying, and
// each call (a message between processes, a query) costs far more than one key in it.
import DataLoader from 'dataloader';

export type TurnBatcher<K, V> = DataLoader<K, V>;

export function turnBatcher<K, V>(
  load: (keys: readonly K[]) => Promise<ArrayLike<V | Error>>,
  options: { maxBatchSize?: number; maxInFlight?: number } = {},
): TurnBatcher<K, V> {
  const maxInFlight = options.maxInFlight ?? Number.POSITIVE_INFINITY;
  let inFlight = 0;
  const held: Array<() => void> = [];
  const dispatch = (run: () => void) => {
    inFlight += 1;
    run();
  };
  return new DataLoader<K, V>(
    async (keys) => {
      try {
        return await load(keys);
      } finally {
        inFlight -= 1;
        const next = held.shift();
        if (next) dispatch(next);
      }
    },
    {
      cache: false,
      maxBatchSize: options.maxBatchSize ?? 100,
      batchScheduleFn: (run) =>
        setImmediate(() => {
          if (inFlight < maxInFlight) dispatch(run);
          else held.push(run);
        }),
    },
  );
}
