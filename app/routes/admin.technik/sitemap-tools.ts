// The sitemap card's browser-only tools (spec section 7 "Browser-only actions", section 8 toasts):
// the live test of /sitemap.xml and the copy to the clipboard. Loaded on first click.
export type LocalToast = { type: "success" | "error" | "info"; title: string; description?: string };

/** Spec section 7: the live check fetches /sitemap.xml?t={timestamp} and looks for the declaration and urlset. */
export function checkSitemapText(text: string): "ok" | "warning" {
  return text.trimStart().startsWith("<?xml") && /<urlset[\s>]/.test(text) ? "ok" : "warning";
}

export async function liveSitemapTest(): Promise<LocalToast> {
  try {
    const response = await fetch(`/sitemap.xml?t=${Date.now()}`, { cache: "no-store" });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return checkSitemapText(await response.text()) === "ok"
      ? {
          type: "success",
          title: "Öffentliche Sitemap in Ordnung",
          description: "Unter /sitemap.xml kommt ein richtig aufgebautes Verzeichnis.",
        }
      : {
          type: "error",
          title: "Öffentliche Sitemap unvollständig",
          description: "Unter /sitemap.xml fehlt die XML-Deklaration oder das urlset.",
        };
  } catch (error) {
    return {
      type: "error",
      title: "Öffentliche Sitemap nicht abrufbar",
      description: error instanceof Error ? error.message : String(error),
    };
  }
}

export async function copySitemap(xml: string): Promise<LocalToast> {
  try {
    await navigator.clipboard.writeText(xml);
    return { type: "success", title: "In die Zwischenablage kopiert", description: "Das Sitemap-XML ist in der Zwischenablage." };
  } catch {
    return {
      type: "error",
      title: "Kopieren fehlgeschlagen",
      description: "Der Browser hat den Zugriff auf die Zwischenablage nicht erlaubt.",
    };
  }
}
