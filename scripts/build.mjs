// `npm run build`: scripts/lib.mjs build() (map assets, then React Router's Vite build).
import { build } from "./lib.mjs";

build();
