// `npm run map:upload`: the bucket comes from wrangler.toml; wrangler for archives up
// to its 300 MB limit, a multipart upload through R2's S3 API above it, a German reason otherwise.
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { mapsBucket, uploadCommand, WRANGLER_LIMIT } from "../scripts/map-upload.mjs";

const toml = readFileSync(new URL("../wrangler.toml", import.meta.url), "utf8");

test("the MAPS bucket is read from wrangler.toml, for the default and the production environment", () => {
  expect(mapsBucket(toml)).toBe("wien-immobilien-maps");
  expect(mapsBucket(toml, "production")).toBe("wien-immobilien-maps");
  expect(() => mapsBucket(toml, "nirgendwo")).toThrow(/Keine R2-Bindung MAPS/);
});

test("small archives go through wrangler, large ones multipart through the S3 API", () => {
  const base = { file: "b.pmtiles", bucket: "wien-immobilien-maps", env: "production" };
  const small = uploadCommand({ ...base, size: WRANGLER_LIMIT });
  expect(small.command).toBe("npx");
  expect(small.args).toEqual(expect.arrayContaining(["r2", "object", "put", "wien-immobilien-maps/basemap.pmtiles", "--remote", "--env"]));
  const large = uploadCommand({ ...base, size: WRANGLER_LIMIT + 1, accountId: "abc123" });
  expect(large.command).toBe("aws");
  expect(large.args).toEqual(
    expect.arrayContaining(["s3://wien-immobilien-maps/basemap.pmtiles", "https://abc123.r2.cloudflarestorage.com"]),
  );
  expect(uploadCommand({ ...base, size: 2e9 }).error).toMatch(/zu groß für wrangler.*R2_ACCOUNT_ID/);
});
