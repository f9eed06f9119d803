import NextAuth from "next-auth";
import { authOptions } from "@/lib/server/auth/options";
import { TOO_MANY_SIGN_INS } from "@/lib/server/auth/sign-in";

export const dynamic = "force-dynamic";

const nextAuth = NextAuth(authOptions) as (request: Request, context: { params: Promise<{ nextauth: string[] }> }) => Promise<Response>;

/**
 * next-auth's handler, with one change: a sign-in refused because of too many failures answers
 * 429 instead of next-auth's 401 (the body, which the login page reads, is unchanged).
 */
async function handler(request: Request, context: { params: Promise<{ nextauth: string[] }> }): Promise<Response> {
  const response = await nextAuth(request, context);
  if (response.status !== 401 || request.method !== "POST") return response;
  const location = response.headers.get("location") ?? "";
  let lockedOut = location.includes(encodeURIComponent(TOO_MANY_SIGN_INS));
  if (!lockedOut && response.headers.get("content-type")?.includes("application/json")) {
    const body = await response.clone().text();
    lockedOut = body.includes(encodeURIComponent(TOO_MANY_SIGN_INS));
  }
  if (!lockedOut) return response;
  return new Response(response.body, { status: 429, headers: response.headers });
}

export { handler as GET, handler as POST };
