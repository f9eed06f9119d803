// No "server-only" import: scripts/load-env.ts adopts the stored secret, and the benchmarks load that
// under plain Node, where "server-only" refuses to load. Nothing here reaches a browser bundle.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { adoptDevelopmentSecret, env } from "@/lib/server/env";

/**
 * Development without NEXTAUTH_SECRET: generates one into .data/development-secret (mode 0600), so it
 * survives restarts and every process of this checkout (the dev server, the scripts) shares it, and
 * adopts it for this process. It lives outside the .env files on purpose: copying .env.example over
 * .env.local, as the README suggests, must not sign everybody out and break every link sent so far.
 * Returns what it did, or undefined when nothing was needed. Never in production, where a missing
 * secret stops the start instead.
 */
export function ensureDevelopmentSecret(dir: string = process.cwd()): { file: string; generated: boolean } | undefined {
  const current = env();
  if (current.NODE_ENV === "production" || current.NEXTAUTH_SECRET) return undefined;
  const file = developmentSecretFile(dir);
  let secret = storedSecret(file);
  const generated = !secret;
  if (!secret) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      // "wx": two processes starting at once keep the first one's secret.
      fs.writeFileSync(file, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    secret = storedSecret(file)!;
  }
  adoptDevelopmentSecret(secret);
  return { file, generated };
}

/** Adopts the stored development secret if there is one (scripts: they read it, the dev server makes it). */
export function adoptStoredDevelopmentSecret(dir: string = process.cwd()): void {
  const current = env();
  if (current.NODE_ENV === "production" || current.NEXTAUTH_SECRET) return;
  const secret = storedSecret(developmentSecretFile(dir));
  if (secret) adoptDevelopmentSecret(secret);
}

export function developmentSecretFile(dir: string = process.cwd()): string {
  return path.join(dir, ".data", "development-secret");
}

function storedSecret(file: string): string | undefined {
  if (!fs.existsSync(file)) return undefined;
  const secret = fs.readFileSync(file, "utf8").trim();
  return secret.length >= 16 ? secret : undefined;
}
