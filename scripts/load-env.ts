// Loads .env, .env.local and .env.<mode>(.local) the way Next does (@next/env: same files, same
// order, variables already set win), so a script sees the configuration the app sees. Import it
// first in every script: imports run in order, and modules read the configuration as they load.
import path from "node:path";
import { loadEnvConfig } from "@next/env";

loadEnvConfig(path.join(__dirname, ".."), process.env.NODE_ENV !== "production", {
  info: () => {},
  error: (...args: unknown[]) => console.error(...args),
});
