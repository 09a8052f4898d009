export declare const OBJECT_KEY: string;
export declare const WRANGLER_LIMIT: number;
export declare function mapsBucket(toml: string, env?: string): string;
export declare function uploadCommand(options: {
  file: string;
  size: number;
  bucket: string;
  env?: string;
  accountId?: string;
}): { command: string; args: string[]; error?: undefined } | { error: string; command?: undefined; args?: undefined };
