// Drives the feed parser from a stream of text chunks: the next chunk is read only after a batch
// was handled, so at most one chunk and one batch are in memory. A continued run skips the objects
// it already handled.
import { type FeedObject, FeedParser, type FeedSummary } from "./parse";

/** After a batch: go on, stop reading now, or read on without handling objects (to count them). */
export type BatchVerdict = "more" | "stop" | "count";

export interface ReadFeedOptions {
  batchSize: number;
  /** Objects before this index were handled by an earlier invocation: counted, not built. */
  skip?: number;
  /** Handle one batch; `first` is the index of its first object in the feed. */
  onBatch: (objects: FeedObject[], first: number) => Promise<BatchVerdict>;
}

export interface ReadFeedResult {
  /** What the document said; null when reading stopped before its end. */
  summary: FeedSummary | null;
  /** The cursor: index of the first object not handled. */
  done: number;
  /** True when a batch asked to stop or to count: the run continues in another invocation. */
  paused: boolean;
}

export async function readFeed(chunks: AsyncIterable<string>, { batchSize, skip = 0, onBatch }: ReadFeedOptions): Promise<ReadFeedResult> {
  const state: { mode: BatchVerdict } = { mode: "more" };
  const parser = new FeedParser({ build: (index) => index >= skip && state.mode === "more" });
  let pending: FeedObject[] = [];
  let next = skip;
  const flush = async (all: boolean) => {
    while (state.mode === "more" && (pending.length >= batchSize || (all && pending.length > 0))) {
      const batch = pending.slice(0, batchSize);
      pending = pending.slice(batch.length);
      state.mode = await onBatch(batch, next);
      next += batch.length;
    }
    if (state.mode !== "more") pending = [];
  };
  for await (const chunk of chunks) {
    parser.write(chunk);
    pending.push(...parser.take());
    await flush(false);
    // Leaving the loop cancels the body (the generator's cleanup).
    if (state.mode === "stop") return { summary: null, done: next, paused: true };
  }
  const summary = parser.end();
  pending.push(...parser.take());
  await flush(true);
  return { summary, done: next, paused: state.mode !== "more" };
}
