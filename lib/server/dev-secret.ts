import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { adoptDevelopmentSecret, env } from "@/lib/server/env";

/**
 * Development without NEXTAUTH_SECRET: generates one, appends it to .env.local (with a comment) so
 * it survives restarts and every process of this checkout (the dev server, the scripts) shares it,
 * and adopts it for this process. Returns what it did, or undefined when nothing was needed. Never
 * in production, where a missing secret stops the start instead.
 */
export function ensureDevelopmentSecret(dir: string = process.cwd()): { file: string } | undefined {
  const current = env();
  if (current.NODE_ENV === "production" || current.NEXTAUTH_SECRET) return undefined;
  const file = path.join(dir, ".env.local");
  const secret = existingSecret(file) ?? randomBytes(32).toString("base64url");
  if (!existingSecret(file)) {
    const before = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
    const separator = before && !before.endsWith("\n") ? "\n" : "";
    fs.appendFileSync(
      file,
      `${separator}# Generated for development by the first start without NEXTAUTH_SECRET: signs session cookies.\n` +
        `# Production needs its own (openssl rand -base64 32); changing it signs everybody out.\n` +
        `NEXTAUTH_SECRET=${secret}\n`,
    );
  }
  adoptDevelopmentSecret(secret);
  return { file };
}

/** A non-empty NEXTAUTH_SECRET line already in the file (e.g. written by another process a moment ago). */
function existingSecret(file: string): string | undefined {
  if (!fs.existsSync(file)) return undefined;
  const match = /^\s*NEXTAUTH_SECRET\s*=\s*["']?([^"'\s#]{16,})["']?\s*$/m.exec(fs.readFileSync(file, "utf8"));
  return match?.[1];
}
