// Waits until what was written so far is searchable: an engine shows a write only after a
// refresh. Callers share refreshes: one that arrives while a refresh runs waits for the next
// (its write may have missed the running one), and refreshes start at most every `gapMs`, so
// a feed writing thousands of jobs costs a few refreshes a second, not one a job.
export type RefreshBarrier = () => Promise<void>;

export function createRefreshBarrier(refresh: () => Promise<void>, options: { gapMs?: number } = {}): RefreshBarrier {
  const gapMs = options.gapMs ?? 100;
  // The refresh that has started (or last started), and the next one, which callers may still join.
  let running: Promise<void> = Promise.resolve();
  let queued: Promise<void> | undefined;
  let lastStarted = 0;

  return () => {
    if (queued) return queued;
    const next: Promise<void> = running
      .catch(() => undefined)
      .then(async () => {
        const wait = lastStarted + gapMs - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        // From here on a caller's write may land after the refresh began: it needs the one after.
        if (queued === next) queued = undefined;
        running = next;
        lastStarted = Date.now();
        await refresh();
      });
    queued = next;
    return next;
  };
}
