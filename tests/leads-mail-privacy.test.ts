// Stored mail and inquiries: the verification link does not outlive
// its mail in the database, and an inquiry is never stored without its e-mail rows.
import { expect, test } from "vitest";
import { createDb } from "~/db/client.server";
import { createInquiry } from "~/server/leads/queries.server";
import { createClient, signUp, verificationLinkFor } from "./auth-helpers";
import { startWorker } from "./harness";
import { waitForDelivery } from "./leads-helpers";

const worker = startWorker();

test("once the verification mail is sent, the stored inquiry no longer holds the link, while the mail carries it", async () => {
  const email = "link.weg@example.com";
  const client = createClient(worker);
  expect((await signUp(client, email, "sehr-geheim-123")).status).toBe(303);
  const db = await worker.db();
  const inquiry = await db
    .selectFrom("inquiries")
    .select("id")
    .where("kind", "=", "verification")
    .where("sender_email", "=", email)
    .executeTakeFirstOrThrow();
  await waitForDelivery(db, inquiry.id);
  const link = await verificationLinkFor(worker, email);
  const token = new URL(link).searchParams.get("token") ?? "";
  expect(token.length).toBeGreaterThanOrEqual(20);
  const stored = await db.selectFrom("inquiries").select("payload").where("id", "=", inquiry.id).executeTakeFirstOrThrow();
  expect(stored.payload).not.toContain(token);
  expect(JSON.parse(stored.payload)).toEqual({ verifyUrl: "", email });
});

/**
 * A D1 binding whose connection dies at the first failed statement: every later call fails too,
 * as when the Worker loses the database (or is killed) right after an error.
 */
function dyingD1(real: D1Database): D1Database {
  let dead = false;
  const guard = async <T>(run: () => Promise<T>): Promise<T> => {
    if (dead) throw new Error("D1 connection lost");
    try {
      return await run();
    } catch (error) {
      dead = true;
      throw error;
    }
  };
  type Wrapped = D1PreparedStatement & { inner: D1PreparedStatement };
  const wrap = (statement: D1PreparedStatement): Wrapped =>
    ({
      inner: statement,
      bind: (...values: unknown[]) => wrap(statement.bind(...values)),
      all: () => guard(() => statement.all()),
      run: () => guard(() => statement.run()),
      first: (column?: string) => guard(() => (column ? statement.first(column) : statement.first())),
      raw: () => guard(() => statement.raw()),
    }) as unknown as Wrapped;
  return {
    prepare: (query: string) => {
      if (dead) throw new Error("D1 connection lost");
      return wrap(real.prepare(query));
    },
    batch: (statements: D1PreparedStatement[]) => guard(() => real.batch(statements.map((statement) => (statement as Wrapped).inner))),
  } as unknown as D1Database;
}

test("an inquiry whose e-mail rows fail to insert is not stored, even when the database is lost right after", async () => {
  const d1 = dyingD1((await worker.env()).DB);
  const id = crypto.randomUUID();
  const createdAt = new Date().toISOString();
  const duplicate = crypto.randomUUID();
  await expect(
    createInquiry(createDb(d1), {
      inquiry: {
        id,
        kind: "contact",
        subject: "Kontaktanfrage: halb",
        senderName: "Halb Gespeichert",
        senderEmail: "halb@example.at",
        senderPhone: null,
        propertyId: null,
        payload: { message: "Hallo" },
        createdAt,
      },
      // The second row repeats the first one's id: the e-mail insert fails on the primary key.
      emails: [
        { id: duplicate, template: "internal", recipient: "office@donau-estate.example" },
        { id: duplicate, template: "customer", recipient: "halb@example.at" },
      ],
    }),
  ).rejects.toThrow();
  const db = await worker.db();
  expect(await db.selectFrom("inquiries").select("id").where("id", "=", id).executeTakeFirst()).toBeUndefined();
  expect(await db.selectFrom("inquiry_emails").select("id").where("inquiry_id", "=", id).execute()).toEqual([]);
});
