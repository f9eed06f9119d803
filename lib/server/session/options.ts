import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { env } from "@/lib/server/env";
import { errorFields, log } from "@/lib/server/log";
import { secureCookiesEnabled } from "@/lib/server/auth/cookies";
import { endSessionsOfToken, isCurrentSession } from "@/lib/server/session";
import { authenticate, INVALID_CREDENTIALS, SignInError } from "./sign-in";
import { requireSecondFactor } from "./two-factor-sign-in";

/** Thrown by the jwt callback for a session whose version is no longer the account's. */
class SessionEndedError extends Error {
  override name = "SessionEndedError";
  constructor() {
    super("Session ended");
  }
}

/** A session lasts 12 hours; after that the user signs in again. */
export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 12;

/**
 * next-auth v4, credentials only, JWT sessions. The session lives in next-auth's cookies, which
 * are httpOnly and SameSite=Lax, and Secure (with the __Secure- prefix) when NEXTAUTH_URL is https.
 * The JWT carries the user id (`sub`), role and session version (`sv`); every server-side check
 * re-reads the user from the database (lib/server/session/index.ts), so a deleted account, a changed
 * role or an ended session (sign-out, password change: users.sessionVersion bumped) takes effect at
 * once. NEXTAUTH_SECRET is required in production (lib/server/env.ts refuses to start without it).
 * The device cookie of a successful sign-in is set where next-auth's answer leaves the server:
 * authorize cannot set cookies.
 */
export const authOptions: NextAuthOptions = {
  // Read when next-auth asks (each request), so a development secret generated at start is the one used,
  // by next-auth and getToken (cookies.ts tokenOptions) alike.
  get secret() {
    return env().NEXTAUTH_SECRET;
  },
  // next-auth assigns its own fallback when it finds no secret; ours is always read from env().
  set secret(_ignored: string | undefined) {},
  get useSecureCookies() {
    return secureCookiesEnabled();
  },
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/admin", error: "/admin" },
  providers: [
    CredentialsProvider({
      name: "Username and password",
      credentials: {
        username: { label: "Username", type: "text" },
        password: { label: "Password", type: "password" },
        code: { label: "Authentication code", type: "text" },
      },
      async authorize(credentials, request) {
        // next-auth puts a thrown error's message in the redirect URL: only our own sentences for
        // people (SignInError) may get there, never a database error or a stack detail.
        try {
          const headers = new Headers();
          for (const [name, value] of Object.entries(request?.headers ?? {})) {
            if (typeof value === "string") headers.set(name, value);
          }
          const user = await authenticate(
            String(credentials?.username ?? ""),
            String(credentials?.password ?? ""),
            headers,
          );
          await requireSecondFactor(user, String(credentials?.code ?? ""), headers);
          return {
            id: String(user.id),
            name: user.username,
            email: user.email,
            role: user.role,
            sv: user.sessionVersion,
          };
        } catch (error) {
          if (error instanceof SignInError) throw error;
          log("error", "sign_in_error", errorFields(error));
          throw new SignInError(INVALID_CREDENTIALS);
        }
      },
    }),
  ],
  // next-auth's messages as our structured log lines. An ended session presented again is expected
  // (every signed-out browser's next session read): next-auth clears its cookie, nothing to report.
  logger: {
    error(code, metadata) {
      const error = metadata instanceof Error ? metadata : (metadata as { error?: unknown } | undefined)?.error;
      if (code === "JWT_SESSION_ERROR" && error instanceof SessionEndedError) return;
      const fields =
        error instanceof Error
          ? errorFields(error)
          : { message: String((metadata as { message?: unknown } | undefined)?.message ?? "") };
      log("error", "next_auth_error", { code, ...fields });
    },
    warn(code) {
      // Development without NEXTAUTH_URL is expected: next-auth then uses the address the browser used (lib/server/env.ts).
      if (code === "NEXTAUTH_URL" && env().NODE_ENV === "development") return;
      log("warn", "next_auth_warning", { code });
    },
    debug() {},
  },
  events: {
    /**
     * Signing out ends every session of the account, so a copy of the cookie (another device, or a
     * stolen one) stops working too. next-auth 4 calls this with the decoded JWT on sign-out
     * (CSRF-checked) before it clears the cookie, and logs rather than rethrows
     * errors, so a failure is logged here as well.
     */
    async signOut({ token }) {
      try {
        await endSessionsOfToken(token);
      } catch (error) {
        log("error", "sign_out_failed", errorFields(error));
      }
    },
  },
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        token.role = (user as { role?: string }).role;
        token.sv = (user as { sv?: number }).sv;
        return token;
      }
      // Every read of the session (the browser's useSession too): an ended session throws,
      // which makes next-auth answer an empty session and clear the cookie. A database error keeps
      // the session (the server-side checks still refuse it if it has ended).
      let current = true;
      try {
        current = await isCurrentSession(token);
      } catch (error) {
        log("error", "session_version_check_failed", errorFields(error));
      }
      if (!current) throw new SessionEndedError();
      return token;
    },
    async session({ session, token }) {
      session.user = { name: token.name, email: token.email, id: token.sub, role: token.role };
      return session;
    },
    /** Only same-site redirects after sign-in or sign-out. */
    async redirect({ url, baseUrl }) {
      if (url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\")) return `${baseUrl}${url}`;
      try {
        if (new URL(url).origin === new URL(baseUrl).origin) return url;
      } catch {
        // not a URL: fall through
      }
      return `${baseUrl}/admin`;
    },
  },
};
