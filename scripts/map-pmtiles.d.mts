export type Bounds = [number, number, number, number];
export declare class PMTilesWriter {
  constructor(options?: { rootLimit?: number });
  addTile(z: number, x: number, y: number, mvt: Uint8Array): void;
  readonly size: number;
  finish(info: { bounds: Bounds; minZoom: number; maxZoom: number; center: [number, number, number]; metadata: object }): Buffer;
}
export declare function lonLatToTile(lon: number, lat: number, z: number): [number, number];
export declare function tilesInBounds(bounds: Bounds, z: number): Generator<[number, number]>;
export declare function archivePrefix(info: Record<string, unknown>): Buffer;
