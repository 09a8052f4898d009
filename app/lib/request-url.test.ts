import { expect, test } from "vitest";
import { requestUrl } from "./request-url";

const page = (url: string) => requestUrl(new Request(url)).toString();

test("a data request's URL is the page's: no .data, no _routes", () => {
  expect(page("https://example.at/admin/konto.data")).toBe("https://example.at/admin/konto");
  expect(page("https://example.at/_.data")).toBe("https://example.at/");
  expect(page("https://example.at/immobilien.data?status=RENT&_routes=routes%2Fimmobilien._index")).toBe(
    "https://example.at/immobilien?status=RENT",
  );
});

test("an index route's form post loses the router's ?index marker, and nothing else", () => {
  expect(page("https://example.at/immobilien/vermarktung?index")).toBe("https://example.at/immobilien/vermarktung");
  expect(page("https://example.at/immobilien/vermarktung.data?index")).toBe("https://example.at/immobilien/vermarktung");
  expect(page("https://example.at/kontakt?betreff=Besichtigung")).toBe("https://example.at/kontakt?betreff=Besichtigung");
  expect(page("https://example.at/blog/index.data")).toBe("https://example.at/blog/index");
});
