// Spec leads-legal-admin.md "Sync errors": a request that never reaches the server (network down)
// is told in words, not as a broken page; "Edge Function" reads "der Server" here (ADR 0013).
// Only with JavaScript: without it the browser's own error page stands. Used by the Übersicht
// and the Technik page (both start a sync).
const CONNECTION_ERROR =
  "Verbindungsfehler: Der Server konnte nicht erreicht werden. Bitte überprüfen Sie Ihre Internetverbindung oder versuchen Sie es später erneut.";

function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError && /fetch|network|send a request|load failed/i.test(error.message);
}

export async function connectionErrorAction<T>(serverAction: () => Promise<T>): Promise<T | { connectionError: string }> {
  try {
    return await serverAction();
  } catch (error) {
    // Redirects and server errors are Responses and pass on; only a failed request is caught.
    if (isNetworkError(error)) return { connectionError: CONNECTION_ERROR };
    throw error;
  }
}
