/**
 * The requests of the checkout flow (see use-checkout.ts): a JSON POST whose failed answer
 * becomes a CheckoutHttpError carrying the status and the server's error body
 * `{ error, fieldErrors?, title?, code?, refunded? }`, read by classifyProblem.
 */
import { fetchJson } from "@/lib/fetch-json";

export const CREATE_INTENT_PATH = "/api/create-payment-intent";

export class CheckoutHttpError extends Error {
  constructor(
    readonly status: number,
    /** the parsed answer (null when empty or not JSON) */
    readonly body: unknown,
  ) {
    super(`${status}: ${stringField(body, "error") ?? "Request failed"}`);
    this.name = "CheckoutHttpError";
  }
}

/** A string field of a JSON body, or null. */
export function stringField(body: unknown, name: string): string | null {
  const value = body && typeof body === "object" ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === "string" && value !== "" ? value : null;
}

/** POST `body` as JSON to one of our route handlers; a non-OK answer throws a CheckoutHttpError. */
export async function postJson<T = unknown>(path: string, body: unknown): Promise<T> {
  const { response, data } = await fetchJson(path, { body });
  if (!response.ok) throw new CheckoutHttpError(response.status, data ?? null);
  return (data ?? null) as T;
}

/** The id of a payment intent from its client secret ('pi_x_secret_y' -> 'pi_x'). */
export function intentIdFromSecret(clientSecret: string): string {
  const index = clientSecret.indexOf("_secret_");
  return index > 0 ? clientSecret.slice(0, index) : clientSecret;
}
