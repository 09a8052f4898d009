// Drive the feed parser from a stream of text chunks (ADR 0034): objects are handed on in batches
// as they close, and the next chunk is read only after a batch was handled, so at most one chunk
// and one batch of object trees are in memory whatever the feed's size.
import { type FeedObject, FeedParser, type FeedSummary } from "./parse";

export interface ReadFeedOptions {
  batchSize: number;
  /** Handle one batch; objects are numbered from 0 in document order (`first` is the first's). */
  onBatch: (objects: FeedObject[], first: number) => Promise<void>;
}

/** Reads the whole feed; resolves with what the document said once it ended well-formed. */
export async function readFeed(chunks: AsyncIterable<string>, { batchSize, onBatch }: ReadFeedOptions): Promise<FeedSummary> {
  const parser = new FeedParser();
  let pending: FeedObject[] = [];
  let next = 0;
  const flush = async (all: boolean) => {
    while (pending.length >= batchSize || (all && pending.length > 0)) {
      const batch = pending.slice(0, batchSize);
      pending = pending.slice(batch.length);
      await onBatch(batch, next);
      next += batch.length;
    }
  };
  for await (const chunk of chunks) {
    parser.write(chunk);
    pending.push(...parser.take());
    await flush(false);
  }
  const summary = parser.end();
  pending.push(...parser.take());
  await flush(true);
  return summary;
}
