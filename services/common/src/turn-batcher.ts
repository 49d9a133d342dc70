// Look-ups that arrive together share one call: a DataLoader that gathers the keys asked for
// during one turn of the event loop (the requests read in the same I/O phase), with no cache
// of its own (callers keep theirs, dropped when jobs change).
import DataLoader from 'dataloader';

export type TurnBatcher<K, V> = DataLoader<K, V>;

export function turnBatcher<K, V>(load: (keys: readonly K[]) => Promise<ArrayLike<V | Error>>, maxBatchSize = 100): TurnBatcher<K, V> {
  return new DataLoader<K, V>(load, { cache: false, maxBatchSize, batchScheduleFn: (run) => setImmediate(run) });
}
