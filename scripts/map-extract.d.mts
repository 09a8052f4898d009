import type { Bounds } from "./map-pmtiles.mjs";
export declare const REGION: Bounds;
export declare function defaultSource(now?: Date): string;
export declare function wantedTileIds(bounds: Bounds, minZoom: number, maxZoom: number): number[];
export interface ExtractResult {
  tiles: number;
  contents: number;
  bytes: number;
  requests: number;
  bytesRead: number;
  zooms: number[];
  dryRun?: boolean;
}
export declare function extractRegion(options: {
  source: string;
  out: string;
  bounds?: Bounds;
  minZoom?: number;
  maxZoom?: number;
  fetchImpl?: typeof fetch;
  log?: (line: string) => void;
  dryRun?: boolean;
}): Promise<ExtractResult>;
