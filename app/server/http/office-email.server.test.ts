// One office e-mail: the inbox the lead notifications go to (MAIL_TO) is the address the site
// names (Impressum, Kontakt, Rechtliches), by default and in every wrangler.toml environment.
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { site } from "~/lib/site";
import { type Env, parseEnv } from "./env.server";

test("MAIL_TO defaults to the site's office address, and wrangler.toml sets the same in every environment", () => {
  expect(parseEnv({} as Env).MAIL_TO).toBe(site.email);
  const toml = readFileSync(new URL("../../../wrangler.toml", import.meta.url), "utf8");
  const set = [...toml.matchAll(/^MAIL_TO = "([^"]+)"$/gm)].map((match) => match[1]);
  expect(set.length).toBeGreaterThanOrEqual(2);
  for (const address of set) expect(address).toBe(site.email);
  // The sender is on the same domain, so a reply to either lands at the office.
  for (const [, from] of toml.matchAll(/^MAIL_FROM = "([^"]+)"$/gm)) expect(from?.split("@")[1]).toBe(site.email.split("@")[1]);
});
