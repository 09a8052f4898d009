export declare const DEMO_REGION: [number, number, number, number];
export declare function buildDemoArchive(): Uint8Array;
export declare function demoFeatures(): {
  features: { properties: Record<string, unknown> & { layer: string; name?: string }; geometry: { type: string; coordinates: unknown } }[];
};
