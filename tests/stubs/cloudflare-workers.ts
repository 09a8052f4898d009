// Node stand-in for the `cloudflare:workers` module, so unit tests can import app modules that
// read the Worker's env through it (rate-limit.server.ts, ADR 0071). Integration tests run the real
// Worker, where the real module answers.
export const env: Record<string, unknown> = {};
