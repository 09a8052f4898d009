// The independent-broker form has the spec's rules (leads-legal-admin.md section 7, 'Broker
// form'): every field required, an e-mail address — a one-letter name is a lead like any other.
// One divergence is kept: the phone must be a number that can be dialled.
import { expect, test } from "vitest";
import { formPost, startWorker } from "./harness";
import { pastFormToken } from "./leads-helpers";

const worker = startWorker();

test("a broker inquiry with a one-letter name is stored, its phone in E.164", async () => {
  const res = await worker.fetch(
    "/uber-uns/selbststandige-makler",
    formPost({
      formStartedAt: await pastFormToken(),
      name: "J",
      email: "j@example.at",
      phone: "0664 123 4567",
      experience: "Neu",
      message: "Hallo",
    }),
  );
  expect(res.status).toBe(303);
  const db = await worker.db();
  const row = await db.selectFrom("inquiries").select("payload").where("kind", "=", "broker").executeTakeFirst();
  expect(JSON.parse(row?.payload ?? "{}")).toMatchObject({ name: "J", phone: "+436641234567" });
});

test("a phone number that cannot be dialled gets a German message and stores nothing (ADR 0165)", async () => {
  const res = await worker.fetch(
    "/uber-uns/selbststandige-makler",
    formPost({ formStartedAt: await pastFormToken(), name: "K", email: "k@example.at", phone: "123", experience: "Neu", message: "Hallo" }),
  );
  expect(res.status).toBe(400);
  expect(await res.text()).toContain("Bitte geben Sie eine gültige Telefonnummer ein, z. B. 0664 123 4567.");
  const db = await worker.db();
  const rows = await db.selectFrom("inquiries").select("payload").where("kind", "=", "broker").execute();
  expect(rows.map((row) => JSON.parse(row.payload).name)).not.toContain("K");
});

test("the broker form's fields carry only 'required' (and the e-mail type) for the browser", async () => {
  const html = await (await worker.fetch("/uber-uns/selbststandige-makler")).text();
  const form = /<form[^>]*method="post"[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
  for (const name of ["name", "phone"]) {
    const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(form)?.[0] ?? "";
    expect(input).toContain("required");
    expect(input).not.toMatch(/minLength|minlength/);
  }
  expect(/<input[^>]*name="email"[^>]*>/.exec(form)?.[0]).toContain('type="email"');
});
