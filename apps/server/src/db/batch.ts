/**
 * Group commit for a hot statement: calls that arrive while a batch is being gathered (the
 * rest of the current turn of the event loop) or while earlier batches are in flight go to
 * the database together, as one statement (`many`), instead of one statement each. Under a
 * burst that is one round trip, one socket write and one commit for tens of calls; a lone
 * call goes out at once through `one`, as it would without the batcher.
 *
 * Each call keeps the answer it would have had alone:
 * - `many` answers one result per item, in order, from one statement: it stores all or
 *   nothing. When it fails (a unique violation, a deadlock, a lost connection), every item
 *   of the batch runs again alone through `one`, so an item's failure is that item's alone
 *   and the others are stored as if nothing had happened. A statement whose answer was lost
 *   may have committed, so `one` must be safe to run after it, as a client's retry is (the
 *   registration's unique keys make a repeat answer what is stored).
 * - Items that could meet in the database (the same key from `keys`: the same user, the same
 *   code) never share a batch, and an item whose key is in flight waits until that batch has
 *   answered: the later one runs after the earlier one committed, as one after the other.
 *
 * Nothing is confirmed before its statement has committed: a call's promise settles only
 * when the statement that stored it has answered.
 */
export interface BatchOptions<I, O> {
  /** One item alone (a lone call, and each item of a batch that failed). */
  one: (item: I) => Promise<O>;
  /** Several items in one statement: one result per item, in the items' order. */
  many: (items: I[]) => Promise<O[]>;
  /** Keys of an item; two items sharing a key never go in one batch. */
  keys?: (item: I) => readonly string[];
  /** Largest batch (the statement's size). */
  maxBatch?: number;
  /** Batches in flight at once; further calls gather until one answers. */
  maxInFlight?: number;
}

interface Pending<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (reason: unknown) => void;
}

export function batched<I, O>(options: BatchOptions<I, O>): (item: I) => Promise<O> {
  const { one, many, keys, maxBatch = 100, maxInFlight = 2 } = options;
  let waiting: Pending<I, O>[] = [];
  let inFlight = 0;
  let scheduled = false;
  /** Keys of the items in flight: an item sharing one waits until that batch has answered. */
  const busy = new Set<string>();

  async function run(batch: Pending<I, O>[], batchKeys: ReadonlySet<string>) {
    inFlight++;
    for (const k of batchKeys) busy.add(k);
    try {
      if (batch.length === 1) {
        const [p] = batch as [Pending<I, O>];
        await one(p.item).then(p.resolve, p.reject);
        return;
      }
      let results: O[];
      try {
        results = await many(batch.map((p) => p.item));
      } catch {
        // The statement failed: each item again, alone, with its own answer.
        await Promise.all(batch.map((p) => one(p.item).then(p.resolve, p.reject)));
        return;
      }
      if (results.length !== batch.length) {
        const err = new Error(`a batch of ${batch.length} answered ${results.length} results`);
        for (const p of batch) p.reject(err);
        return;
      }
      batch.forEach((p, i) => {
        p.resolve(results[i] as O);
      });
    } finally {
      for (const k of batchKeys) busy.delete(k);
      inFlight--;
      flush();
    }
  }

  function flush() {
    while (waiting.length > 0 && inFlight < maxInFlight) {
      const batch: Pending<I, O>[] = [];
      const later: Pending<I, O>[] = [];
      const batchKeys = new Set<string>();
      for (const p of waiting) {
        const itemKeys = keys?.(p.item) ?? [];
        if (batch.length >= maxBatch || itemKeys.some((k) => batchKeys.has(k) || busy.has(k))) {
          later.push(p);
          continue;
        }
        for (const k of itemKeys) batchKeys.add(k);
        batch.push(p);
      }
      waiting = later;
      if (batch.length === 0) return; // every waiting item shares a key with a batch in flight
      void run(batch, batchKeys);
    }
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          flush();
        });
      }
    });
}
