import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { authenticate } from "./sign-in";

const SESSION_MAX_AGE_SECONDS = 60 * 60 * 12;

export const authOptions: NextAuthOptions = {
  secret: process.env.NEXTAUTH_SECRET,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
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
        const user = await authenticate(credentials?.username ?? "", credentials?.password ?? "", headers);
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
      session.user = { ...session.user, id: token.sub, role: token.role } as typeof session.user;
      return session;
    },
  },
};
