// The document's <head> without React Router's `<link rel="modulepreload">` list (ADR 0316).

const HEAD_END = "</head>";
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * `<Scripts>` renders one modulepreload per chunk of the page (15-21 on the scripted pages) and
 * React 19 hoists them into the head, ahead of the stylesheets. A phone on a slow line then
 * downloads ~140 KB of script before the photo and the CSS have the line to themselves, and the
 * first paint waits for it. Without the list, the browser fetches the modules when it reaches the
 * module script at the end of the body: the page paints first, then hydrates.
 *
 * The head is held until `</head>` has arrived (React writes it whole with the shell), cleaned,
 * and everything after it passes through untouched.
 */
export function dropModulePreloads(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let head = "";
  let done = false;
  return new TransformStream({
    transform(chunk, controller) {
      // Decoded throughout, so a character split across chunks at the switch stays whole.
      const text = decoder.decode(chunk, { stream: true });
      if (done) {
        if (text) controller.enqueue(encoder.encode(text));
        return;
      }
      head += text;
      const at = head.indexOf(HEAD_END);
      if (at < 0) return;
      done = true;
      controller.enqueue(encoder.encode(head.slice(0, at).replace(MODULE_PRELOAD, "") + head.slice(at)));
      head = "";
    },
    flush(controller) {
      const rest = head + decoder.decode();
      if (rest) controller.enqueue(encoder.encode(done ? rest : rest.replace(MODULE_PRELOAD, "")));
    },
  });
}
