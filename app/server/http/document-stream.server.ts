// Keeps `</body></html>` at the very end of the streamed document.

const DOCUMENT_END = "</body></html>";

/**
 * React 18 writes the shell's `</body></html>` before the streamed Remix context (the loader
 * data and `streamController.close()` scripts that finish the Suspense boundaries), which leaves
 * `<script>` after `</html>`: invalid HTML (ADR 0012). Hold the closing tags back and
 * write them once React's stream has ended, so every late script lands inside `<body>`.
 */
export function closeDocumentLast(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let held = false;
  // Text not yet sent because it may be the start of a DOCUMENT_END split across chunks.
  let pending = "";
  const emit = (controller: TransformStreamDefaultController<Uint8Array>, text: string) => {
    if (text) controller.enqueue(encoder.encode(text));
  };
  return new TransformStream({
    transform(chunk, controller) {
      let text = pending + decoder.decode(chunk, { stream: true });
      pending = "";
      if (!held) {
        const at = text.indexOf(DOCUMENT_END);
        if (at >= 0) {
          held = true;
          text = text.slice(0, at) + text.slice(at + DOCUMENT_END.length);
        } else {
          // Keep the longest tail that could begin DOCUMENT_END.
          for (let keep = Math.min(DOCUMENT_END.length - 1, text.length); keep > 0; keep--) {
            if (DOCUMENT_END.startsWith(text.slice(-keep))) {
              pending = text.slice(-keep);
              text = text.slice(0, -keep);
              break;
            }
          }
        }
      }
      emit(controller, text);
    },
    flush(controller) {
      emit(controller, pending + decoder.decode() + (held ? DOCUMENT_END : ""));
    },
  });
}
