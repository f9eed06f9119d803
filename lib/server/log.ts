import "server-only";
import { runtimeMode } from "@/lib/server/env";

type Level = "info" | "warn" | "error";

/**
 * Structured JSON logs, one line per event. Callers pass ids and outcomes, never
 * personal data (names, e-mails, phones, addresses) or secrets.
 */
export function log(level: Level, event: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else if (runtimeMode() !== "test") console.log(line);
}

export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { error: error.name, message: error.message };
  return { error: String(error) };
}
