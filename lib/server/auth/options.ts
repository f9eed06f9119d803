import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { useSecureCookies } from "./cookies";
import { authenticate } from "./sign-in";

/** A session lasts 12 hours; after that the user signs in again. */
export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 12;

/**
 * next-auth v4, credentials only, JWT sessions. The session lives in next-auth's cookies, which
 * are httpOnly and SameSite=Lax, and Secure (with the __Secure- prefix) when NEXTAUTH_URL is https.
 * The JWT carries the user id (`sub`) and role; every server-side check re-reads the user from
 * the database (lib/server/auth/session.ts), so a deleted account or a changed role takes effect
 * at once. NEXTAUTH_SECRET is required in production (lib/server/env.ts refuses to start without it).
 */
export const authOptions: NextAuthOptions = {
  secret: process.env.NEXTAUTH_SECRET,
  useSecureCookies: useSecureCookies(),
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/admin", error: "/admin" },
  providers: [
    CredentialsProvider({
      name: "Username and password",
      credentials: {
        username: { label: "Username", type: "text" },
        password: { label: "Password", type: "password" },
      },
      async authorize(credentials, request) {
        const headers = new Headers();
        for (const [name, value] of Object.entries(request?.headers ?? {})) {
          if (typeof value === "string") headers.set(name, value);
        }
        // Throws with a message fit for the 'Login Failed' toast (next-auth passes it on as `error`).
        const user = await authenticate(String(credentials?.username ?? ""), String(credentials?.password ?? ""), headers);
        return { id: String(user.id), name: user.username, email: user.email, role: user.role };
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) token.role = (user as { role?: string }).role;
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
