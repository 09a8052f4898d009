import type { Toast } from "~/utils/session.server";

export function Toaster({ toast }: { toast: Toast | null }) {
  if (!toast) return null;
  return (
    <div role="status" className={`toast toast-${toast.type}`}>
      <strong>{toast.title}</strong>
      {toast.description ? <p>{toast.description}</p> : null}
    </div>
  );
}
