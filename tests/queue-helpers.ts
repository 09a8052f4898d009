// Queue batches as the runtime hands them to a consumer, for driving consumers directly in tests
// (retries, acks and attempts are then the test's to read).
import { vi } from "vitest";

export interface FakeMessage {
  id: string;
  body: unknown;
  attempts: number;
  timestamp: Date;
  ack: ReturnType<typeof vi.fn>;
  retry: ReturnType<typeof vi.fn>;
}

export function fakeMessage(body: unknown, attempts = 1): FakeMessage {
  return { id: crypto.randomUUID(), body, attempts, timestamp: new Date(), ack: vi.fn(), retry: vi.fn() };
}

export function fakeBatch(queue: string, messages: FakeMessage[]) {
  return { queue, messages, ackAll: vi.fn(), retryAll: vi.fn() } as unknown as MessageBatch<unknown>;
}
