import { expect, test } from "vitest";
import { photoKey, photoKeyOfPath, photoUrl, responsivePhotos, variantWidths } from "./responsive-image";

test("variant widths never upscale and keep an in-between original's own width", () => {
  expect(variantWidths(3000)).toEqual([480, 960, 1600]);
  expect(variantWidths(1600)).toEqual([480, 960, 1600]);
  expect(variantWidths(1200)).toEqual([480, 960, 1200]);
  expect(variantWidths(960)).toEqual([480, 960]);
  expect(variantWidths(300)).toEqual([300]);
});

test("stored photos become src, thumb and srcset; malformed entries are skipped", () => {
  const hash = "0123456789abcdef0123456789abcdef";
  const json = JSON.stringify([
    { k: hash, w: 1600, h: 1067, v: [480, 960, 1600] },
    { k: "../../etc", w: 1, h: 1, v: [1] },
    { k: hash, w: 10, h: 10, v: [] },
    "kaputt",
  ]);
  expect(responsivePhotos(json)).toEqual([
    {
      src: `/bilder/${hash}-1600.webp`,
      thumb: `/bilder/${hash}-480.webp`,
      srcSet: `/bilder/${hash}-480.webp 480w, /bilder/${hash}-960.webp 960w, /bilder/${hash}-1600.webp 1600w`,
      width: 1600,
      height: 1067,
    },
  ]);
  expect(responsivePhotos("kein json")).toEqual([]);
  expect(responsivePhotos(null)).toEqual([]);
});

test("a variant's URL and its R2 key differ only by the leading slash; other paths name no key", () => {
  const hash = "0123456789abcdef0123456789abcdef";
  expect(photoUrl(hash, 960)).toBe(`/bilder/${hash}-960.webp`);
  expect(photoKey(hash, 960)).toBe(`bilder/${hash}-960.webp`);
  expect(photoKeyOfPath(photoUrl(hash, 960))).toBe(photoKey(hash, 960));
  expect(photoKeyOfPath(`/bilder/${hash}-0960.webp`)).toBeNull();
  expect(photoKeyOfPath("/bilder/../secret.webp")).toBeNull();
  expect(photoKeyOfPath(`/images/${hash}-960.webp`)).toBeNull();
});
