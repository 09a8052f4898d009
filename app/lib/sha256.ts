// SHA-256 as lower-case hex, for token and recovery-code hashes, form tokens, photo names and
// the exposé's version: one helper instead of three copies. Web Crypto, so browser-safe too.

export async function sha256Hex(value: string | ArrayBuffer): Promise<string> {
  const bytes = typeof value === "string" ? new TextEncoder().encode(value) : value;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...digest].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
