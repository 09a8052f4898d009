// `npm run map:upload`: puts the archive from `npm run map:extract` into the MAPS bucket as
// `basemap.pmtiles`; its new etag invalidates the Worker's cached directories.
//
//   npm run map:upload -- [--file .wrangler/map/basemap.pmtiles] [--env production]
//
// Up to 300 MB: `wrangler r2 object put` (wrangler refuses larger files). Above that a multipart
// upload through R2's S3 API with the AWS CLI (equal 8 MiB parts, as R2 requires): set
// R2_ACCOUNT_ID and an R2 token's AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
export const OBJECT_KEY = "basemap.pmtiles";
export const WRANGLER_LIMIT = 300 * 1024 * 1024;
const CONTENT_TYPE = "application/vnd.pmtiles";

/** The MAPS bucket's name from wrangler.toml (the production section when env is "production"). */
export function mapsBucket(toml, env) {
  const sections = toml.split(/^(?=\[)/m);
  const wanted = env ? `[[env.${env}.r2_buckets]]` : "[[r2_buckets]]";
  for (const section of sections) {
    if (!section.startsWith(wanted) || !/binding\s*=\s*"MAPS"/.test(section)) continue;
    const name = /bucket_name\s*=\s*"([^"]+)"/.exec(section)?.[1];
    if (name) return name;
  }
  throw new Error(`Keine R2-Bindung MAPS in wrangler.toml${env ? ` (env ${env})` : ""}.`);
}

/** The command that uploads `file` of `size` bytes, or why it cannot run here. */
export function uploadCommand({ file, size, bucket, env, accountId }) {
  if (size <= WRANGLER_LIMIT) {
    const args = ["wrangler", "r2", "object", "put", `${bucket}/${OBJECT_KEY}`, "--file", file, "--content-type", CONTENT_TYPE, "--remote"];
    if (env) args.push("--env", env);
    return { command: "npx", args };
  }
  if (!accountId) {
    return {
      error:
        `${(size / 1e6).toFixed(0)} MB sind zu groß für wrangler (höchstens 300 MB). Für den Multipart-Upload ` +
        "R2_ACCOUNT_ID sowie AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY (R2-API-Token) setzen und die AWS CLI installieren.",
    };
  }
  return {
    command: "aws",
    args: [
      "s3",
      "cp",
      file,
      `s3://${bucket}/${OBJECT_KEY}`,
      "--endpoint-url",
      `https://${accountId}.r2.cloudflarestorage.com`,
      "--content-type",
      CONTENT_TYPE,
      "--region",
      "auto",
    ],
  };
}

function argument(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = argument("file", join(here, "..", ".wrangler", "map", "basemap.pmtiles"));
  if (!existsSync(file)) {
    console.error(`${file} fehlt: zuerst npm run map:extract`);
    process.exit(1);
  }
  const env = argument("env", undefined);
  const bucket = mapsBucket(readFileSync(join(here, "..", "wrangler.toml"), "utf8"), env);
  const plan = uploadCommand({ file, size: statSync(file).size, bucket, env, accountId: process.env.R2_ACCOUNT_ID });
  if (plan.error) {
    console.error(plan.error);
    process.exit(1);
  }
  console.log(`${plan.command} ${plan.args.join(" ")}`);
  // The AWS CLI's multipart chunks: equal 8 MiB parts (R2 needs equal parts except the last).
  const result = spawnSync(plan.command, plan.args, {
    stdio: "inherit",
    env: { ...process.env, AWS_DEFAULT_REGION: "auto" },
  });
  process.exit(result.status ?? 1);
}
