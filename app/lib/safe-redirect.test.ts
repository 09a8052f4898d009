import { expect, test } from "vitest";
import { safeLocalPath } from "./safe-redirect";

test("paths that only become protocol-relative after normalising fall back", () => {
  for (const vector of [
    "/.//evil.example/",
    "/%2e//evil.example",
    "/%2E%2e//evil.example",
    "/a/..//evil.example",
    "/a/b/../..//evil.example",
    "/./%2e/.//evil.example",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\u0000/evil.example",
    "/%2f%2fevil.example",
    "/%5cevil.example",
    "https://evil.example",
    "",
    undefined,
    42,
  ]) {
    expect(safeLocalPath(vector, "/fallback"), String(vector)).toBe("/fallback");
  }
});

test("same-site paths survive normalised, with query and hash", () => {
  expect(safeLocalPath("/admin/inquiries?page=2#liste", "/")).toBe("/admin/inquiries?page=2#liste");
  expect(safeLocalPath("/a/../admin", "/")).toBe("/admin");
  expect(safeLocalPath("/immobilien/%2F", "/")).toBe("/immobilien/%2F");
});
