export declare const DEMO_REGION: [number, number, number, number];
export declare function buildDemoArchive(): Uint8Array;
