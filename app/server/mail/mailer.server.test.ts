// The sender: production hands Email Service the builder form with a plain-text part
// and the notification headers; the local transport writes the same message as raw MIME.
import { expect, test, vi } from "vitest";

const { bindingSender } = await import("./mailer.server");

const mail = {
  from: { email: "website@donau-estate.example", name: "Donau Estate" },
  to: "besucherin@example.com",
  replyTo: { email: "office@donau-estate.example", name: "Donau Estate" },
  subject: "Neue passende Immobilie: Wohnung\r\nBcc: evil@example.com",
  text: "Guten Tag,\nneu: Wohnung",
  html: "<p>Guten Tag,</p>",
  headers: {
    "List-Unsubscribe": "<https://www.example.at/suchauftrag/abmelden?id=1&token=t>",
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    "Bad Header\r\nX": "dropped",
  },
  messageId: "abc@donau-estate.example",
  date: new Date("2026-11-23T10:00:00Z"),
};

test("production sends the builder form: any recipient, text and HTML parts, unsubscribe headers", async () => {
  const send = vi.fn(async () => ({ messageId: "x" }));
  await bindingSender({ send } as unknown as SendEmail, "builder")(mail);
  expect(send).toHaveBeenCalledWith({
    from: { email: "website@donau-estate.example", name: "Donau Estate" },
    to: "besucherin@example.com",
    replyTo: { email: "office@donau-estate.example", name: "Donau Estate" },
    subject: "Neue passende Immobilie: Wohnung Bcc: evil@example.com",
    text: "Guten Tag,\nneu: Wohnung",
    html: "<p>Guten Tag,</p>",
    headers: {
      "List-Unsubscribe": "<https://www.example.at/suchauftrag/abmelden?id=1&token=t>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  });
});

test("the local transport writes raw MIME with the same headers and a text/plain part", async () => {
  const send = vi.fn(async (_message: { from: string; to: string; raw: string }) => ({ messageId: "x" }));
  await bindingSender({ send } as unknown as SendEmail, "mime")(mail);
  const message = send.mock.calls[0]?.[0];
  expect(message?.to).toBe("besucherin@example.com");
  expect(message?.raw).toContain("List-Unsubscribe: <https://www.example.at/suchauftrag/abmelden?id=1&token=t>\r\n");
  expect(message?.raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n");
  expect(message?.raw).toContain("Content-Type: text/plain; charset=UTF-8");
  expect(message?.raw).not.toMatch(/^Bcc:/m);
  expect(message?.raw).not.toContain("Bad Header");
});

test("an invitation travels as a text/calendar part with its method: attachment in production, MIME part locally (ADR 0240)", async () => {
  const calendar = {
    method: "CANCEL" as const,
    ics: "BEGIN:VCALENDAR\r\nMETHOD:CANCEL\r\nEND:VCALENDAR\r\n",
    filename: "besichtigung-abgesagt.ics",
  };
  const builder = vi.fn(async (_message: unknown) => ({ messageId: "x" }));
  await bindingSender({ send: builder } as unknown as SendEmail, "builder")({ ...mail, calendar });
  expect(builder.mock.calls[0]?.[0]).toMatchObject({
    attachments: [
      {
        content: calendar.ics,
        filename: "besichtigung-abgesagt.ics",
        type: "text/calendar; charset=UTF-8; method=CANCEL",
        disposition: "attachment",
      },
    ],
  });
  const mime = vi.fn(async (_message: { raw: string }) => ({ messageId: "x" }));
  await bindingSender({ send: mime } as unknown as SendEmail, "mime")({ ...mail, calendar });
  const raw = mime.mock.calls[0]?.[0]?.raw ?? "";
  expect(raw).toMatch(/^Content-Type: multipart\/mixed; boundary="/m);
  expect(raw).toContain("Content-Type: text/calendar; charset=UTF-8; method=CANCEL\r\n");
  expect(raw).toContain('Content-Disposition: attachment; filename="besichtigung-abgesagt.ics"');
  expect(raw).toContain("Content-Type: text/plain; charset=UTF-8");
  // Without an invitation the mail stays multipart/alternative.
  const plain = vi.fn(async (_message: { raw: string }) => ({ messageId: "x" }));
  await bindingSender({ send: plain } as unknown as SendEmail, "mime")(mail);
  expect(plain.mock.calls[0]?.[0]?.raw).toMatch(/^Content-Type: multipart\/alternative;/m);
});
