import { createHash } from "node:crypto";

/** JSON with keys sorted, so equal details hash equally. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Hash of a request's meaningful content (keys sorted), for "the same request again". */
export function requestHashOf(value: unknown): string {
  return createHash("sha256").update(canonicalJson(value)).digest("hex");
}
