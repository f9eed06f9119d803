import "server-only";
import { runtimeMode } from "@/lib/server/env";
import { redactFields } from "@/lib/server/redact-credentials";

type Level = "info" | "warn" | "error";

/**
 * Structured JSON logs, one line per event. Callers pass ids and outcomes, never
 * personal data (names, e-mails, phones, addresses) or secrets; a token in a logged path, URL or
 * message (a booking, review, quote or calendar link) is redacted here whatever the caller passed.
 */
export function log(level: Level, event: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...redactFields(fields) });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else if (runtimeMode() !== "test") console.log(line);
}

export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { error: error.name, message: error.message };
  return { error: String(error) };
}
