// Loads .env, .env.local and .env.<mode>(.local) the way Next does (@next/env: same files, same
// order, variables already set win), so a script sees the configuration the app sees, then the
// development secret the dev server keeps outside those files (.data/development-secret), so links a
// script signs open in the app. Import it first in every script: imports run in order, and modules
// read the configuration as they load.
import path from "node:path";
import { loadEnvConfig } from "@next/env";
import { adoptStoredDevelopmentSecret } from "@/lib/server/dev-secret";

const root = path.join(__dirname, "..");
loadEnvConfig(root, process.env.NODE_ENV !== "production", {
  info: () => {},
  error: (...args: unknown[]) => console.error(...args),
});
try {
  adoptStoredDevelopmentSecret(root);
} catch {
  // A configuration mistake: the script's own first use of the configuration reports it in one line.
}
