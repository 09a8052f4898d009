// Finds the stored variants of a listing's floor plans, which go through the photo pipeline like
// every other photo (never hotlinked); one not yet processed is left out.
import type { Db } from "~/db/client.server";
import { type ResponsivePhoto, responsivePhotos } from "~/lib/responsive-image";
import { listReadyImagesBySource } from "./queries.server";

export async function floorPlanPhotos(db: Db, { propertyId, urls }: { propertyId: number; urls: readonly string[] }) {
  const remote = urls.filter((url) => !url.startsWith("/"));
  const ready = await listReadyImagesBySource(db, { propertyId, urls: remote });
  const photos = new Map<string, ResponsivePhoto>();
  for (const row of ready) {
    let variants: unknown = [];
    try {
      variants = JSON.parse(row.variants);
    } catch {
      variants = [];
    }
    const [photo] = responsivePhotos(JSON.stringify([{ k: row.content_hash, w: row.width, h: row.height, v: variants }]));
    if (photo) photos.set(row.source_url, photo);
  }
  return urls.map((url) => {
    // The site's own images (the seed's plans) are served as they are.
    if (url.startsWith("/")) return { url, photo: { src: url, thumb: url, srcSet: "", width: 1200, height: 900 } };
    return { url, photo: photos.get(url) ?? null };
  });
}
