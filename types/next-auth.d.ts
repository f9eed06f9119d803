import "next-auth";
import "next-auth/jwt";

declare module "next-auth" {
  interface Session {
    user: { id?: string; name?: string | null; email?: string | null; role?: string };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    role?: string;
    /** the account's session version at sign-in (users.sessionVersion); any other value is signed out */
    sv?: number;
  }
}
