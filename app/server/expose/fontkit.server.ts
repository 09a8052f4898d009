// pdf-lib's font embedding with the maintained fontkit 2. pdf-lib's own fork, @pdf-lib/fontkit
// 1.1, writes TrueType subsets whose glyphs mostly render blank (bad short `loca` offsets);
// fontkit 2 fixed that and only renamed `encodeStream()` to `encode()`, which this bridges.
import * as fontkit from "fontkit";
import type { PDFDocument } from "pdf-lib";

type Fontkit = Parameters<PDFDocument["registerFontkit"]>[0];

type Listener = (value?: unknown) => void;

/** The tiny event-emitter shape pdf-lib reads the subset from: one 'data' chunk, then 'end'. */
function streamOf(encode: () => Uint8Array) {
  const listeners: Record<string, Listener[]> = {};
  queueMicrotask(() => {
    try {
      const bytes = encode();
      for (const listener of listeners.data ?? []) listener(bytes);
      for (const listener of listeners.end ?? []) listener();
    } catch (error) {
      for (const listener of listeners.error ?? []) listener(error);
    }
  });
  const stream = {
    on(event: string, listener: Listener) {
      listeners[event] = [...(listeners[event] ?? []), listener];
      return stream;
    },
  };
  return stream;
}

export const exposeFontkit: Fontkit = {
  create(bytes: Uint8Array) {
    const font = fontkit.create(bytes);
    const createSubset = font.createSubset.bind(font);
    return Object.assign(font, {
      createSubset() {
        const subset = createSubset();
        return Object.assign(subset, { encodeStream: () => streamOf(() => subset.encode()) });
      },
    }) as unknown as ReturnType<Fontkit["create"]>;
  },
};
