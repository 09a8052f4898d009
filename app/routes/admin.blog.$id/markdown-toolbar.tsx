// Formatting buttons over the blog text: staff pick "Fett" or "Liste" instead of remembering
// Markdown. The text stays Markdown (what the help list names and the preview renders). Without
// JavaScript the buttons could do nothing, so the bar stays hidden until the page has hydrated.
import type { KeyboardEvent } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { type MarkdownAction, markdownEdit } from "~/lib/markdown-toolbar";

// The visible word is the button's name (WCAG 2.5.3); the title says what it writes.
const BUTTONS: { action: MarkdownAction; name: string; title: string; key?: string }[] = [
  { action: "heading", name: "Überschrift", title: "Zwischenüberschrift: ## am Zeilenanfang" },
  { action: "bold", name: "Fett", title: "Fett: **Text** (Strg+B)", key: "B" },
  { action: "italic", name: "Kursiv", title: "Kursiv: *Text* (Strg+I)", key: "I" },
  { action: "list", name: "Liste", title: "Aufzählung: - am Zeilenanfang" },
  { action: "numbered", name: "Nummeriert", title: "Nummerierte Liste: 1. am Zeilenanfang" },
  { action: "link", name: "Link", title: "Link: [Linktext](https://…) (Strg+K)", key: "K" },
  { action: "quote", name: "Zitat", title: "Zitat: > am Zeilenanfang" },
];

const SHORTCUTS = new Map(BUTTONS.flatMap((button) => (button.key ? [[button.key.toLowerCase(), button.action] as const] : [])));

/** Applies an action to the textarea through the browser's editing, so that Strg+Z undoes it. */
function apply(textarea: HTMLTextAreaElement, action: MarkdownAction) {
  const edit = markdownEdit(action, textarea.value, textarea.selectionStart, textarea.selectionEnd);
  textarea.focus();
  textarea.setSelectionRange(edit.from, edit.to);
  // execCommand is the one way to change a field that keeps the undo history; where it is gone,
  // setRangeText does the same without it.
  const inserted = typeof document.execCommand === "function" && document.execCommand("insertText", false, edit.insert);
  // execCommand fires the field's input event; setRangeText does not, so the live preview is told.
  if (!inserted) {
    textarea.setRangeText(edit.insert, edit.from, edit.to, "end");
    textarea.dispatchEvent(new Event("input", { bubbles: true }));
  }
  textarea.setSelectionRange(edit.selectFrom, edit.selectTo);
}

/** A toolbar is one Tab stop; the arrow keys, Pos1 and Ende move between its buttons. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = [...event.currentTarget.querySelectorAll("button")];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
  if (next === undefined || at === -1) return;
  event.preventDefault();
  const button = buttons[(next + buttons.length) % buttons.length];
  for (const other of buttons) other.tabIndex = other === button ? 0 : -1;
  button?.focus();
}

export function MarkdownToolbar({ target }: { target: string }) {
  const ready = useHydrated();
  return (
    <div className="markdown-toolbar" role="toolbar" aria-label="Formatierung" aria-controls={target} hidden={!ready} onKeyDown={moveFocus}>
      {BUTTONS.map((button, index) => (
        <button
          key={button.action}
          type="button"
          tabIndex={index === 0 ? 0 : -1}
          className={`markdown-toolbar-button markdown-toolbar-${button.action}`}
          title={button.title}
          aria-keyshortcuts={button.key ? `Control+${button.key} Meta+${button.key}` : undefined}
          // The selection must survive the click: a pressed button would otherwise take the focus.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            const textarea = document.getElementById(target);
            if (textarea instanceof HTMLTextAreaElement) apply(textarea, button.action);
          }}
        >
          {button.name}
        </button>
      ))}
    </div>
  );
}

/** Strg+B, Strg+I and Strg+K (⌘ on a Mac) in the text field. */
export function onMarkdownShortcut(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
  const action = SHORTCUTS.get(event.key.toLowerCase());
  if (!action) return;
  event.preventDefault();
  apply(event.currentTarget, action);
}

/** The Markdown the editor takes, in a line each: beside the field on wide screens (admin-blog.css). */
export function MarkdownHelp({ id }: { id: string }) {
  return (
    <div className="staff-hint blog-editor-help" id={id}>
      <p>Formatierung (Markdown):</p>
      <ul>
        <li>
          <code>## Überschrift</code>, <code>### Zwischenüberschrift</code>
        </li>
        <li>Leerzeile zwischen Absätzen</li>
        <li>
          <code>- Punkt</code> oder <code>1. Punkt</code> für Listen
        </li>
        <li>
          <code>**fett**</code>, <code>*kursiv*</code>
        </li>
        <li>
          <code>[Linktext](https://…)</code>; auch <code>/seite</code>, <code>mailto:</code>, <code>tel:</code>
        </li>
        <li>
          <code>&gt; Zitat</code>
        </li>
      </ul>
    </div>
  );
}
