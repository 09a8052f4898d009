import { describe, expect, it } from "vitest";
import { checkStaffImage, MAX_UPLOAD_BYTES, sniffImageType, UPLOAD_MESSAGES } from "./upload.server";

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const WEBP = [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0];

const file = (bytes: number[], name = "bild.jpg", type = "image/jpeg") => new File([new Uint8Array(bytes)], name, { type });

describe("staff image checks", () => {
  it("tells JPEG, PNG and WebP by their first bytes, nothing else", () => {
    expect(sniffImageType(new Uint8Array(JPEG))).toBe("image/jpeg");
    expect(sniffImageType(new Uint8Array(PNG))).toBe("image/png");
    expect(sniffImageType(new Uint8Array(WEBP))).toBe("image/webp");
    expect(sniffImageType(new Uint8Array(GIF))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'>"))).toBeNull();
    expect(sniffImageType(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });

  it("treats no chosen file as no image, and refuses empty, oversized and disguised files in German", async () => {
    expect(await checkStaffImage(null)).toBeNull();
    expect(await checkStaffImage("")).toBeNull();
    expect(await checkStaffImage(new File([], "", { type: "application/octet-stream" }))).toBeNull();
    expect(await checkStaffImage(new File([], "leer.jpg", { type: "image/jpeg" }))).toEqual({ ok: false, message: UPLOAD_MESSAGES.empty });
    // A GIF and an HTML page named .jpg with an image type: the bytes decide.
    expect(await checkStaffImage(file(GIF, "bild.jpg"))).toEqual({ ok: false, message: UPLOAD_MESSAGES.type });
    expect(await checkStaffImage(file([...new TextEncoder().encode("<script>alert(1)</script>")], "x.png", "image/png"))).toEqual({
      ok: false,
      message: UPLOAD_MESSAGES.type,
    });
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(JPEG);
    expect(await checkStaffImage(new File([big], "gross.jpg", { type: "image/jpeg" }))).toEqual({
      ok: false,
      message: UPLOAD_MESSAGES.size,
    });
  });

  it("accepts an image of exactly 10 MB and reports its real type", async () => {
    const exact = new Uint8Array(MAX_UPLOAD_BYTES);
    exact.set(PNG);
    const checked = await checkStaffImage(new File([exact], "foto.jpg", { type: "image/jpeg" }));
    expect(checked).toMatchObject({ ok: true, type: "image/png" });
  });
});
