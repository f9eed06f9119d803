// Calling the quote routes as a browser would: each call from an address of its own (or the one
// given), so the per-address limits of the public routes never meet a test's own earlier calls.
import { request, type TestUser } from "../../support/auth";
import { freshIp } from "../public-api/helpers";

type Handler = (r: Request, c: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** A route handler called with a request to `path`; the JSON answer parsed, any other kept as bytes. */
export async function hit(
  handler: unknown,
  path: string,
  init: { method?: string; body?: unknown; as?: TestUser | null; params?: Record<string, string>; ip?: string } = {},
) {
  const req = await request(path, {
    method: init.method,
    body: init.body,
    as: init.as,
    headers: { "x-forwarded-for": init.ip ?? freshIp(), "user-agent": "QuoteTest/1.0" },
  });
  const res = await (handler as Handler)(req, { params: Promise.resolve(init.params ?? {}) });
  const type = res.headers.get("content-type") ?? "";
  const body = type.includes("json") ? await res.json() : Buffer.from(await res.arrayBuffer());
  return { status: res.status, body, headers: res.headers };
}
