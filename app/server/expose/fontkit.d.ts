// The part of fontkit 2 that the exposé uses (the package ships no types).
declare module "fontkit" {
  export interface Subset {
    includeGlyph(glyph: unknown): number;
    encode(): Uint8Array;
  }
  export interface Font {
    createSubset(): Subset;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
