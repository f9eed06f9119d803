import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";

import { LoginForm } from "@/components/auth/login-form";
import { PageShell } from "@/components/site/page-shell";
import { getPageUser } from "@/lib/server/session/page";
import { afterSignInPath, dashboardFor } from "@/lib/domain/roles";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Admin Login",
  description: "Sign in to the magician's dashboard or your partner bar's dashboard.",
  robots: { index: false, follow: false },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * /admin, the login screen. A user who is already signed in (session checked against the database)
 * goes straight to their dashboard, or back to the protected page that sent them here when their
 * role may open it (e.g. /admin/leads for the magician).
 */
export default async function AdminLoginPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const callbackUrl = first(params.callbackUrl);
  const user = await getPageUser();
  if (user && dashboardFor(user.role) !== "/admin") redirect(afterSignInPath(user.role, callbackUrl));
  const jar = await cookies();
  const staleSession = !user && jar.getAll().some((cookie) => cookie.name.includes("next-auth.session-token"));
  return (
    <PageShell>
      <LoginForm
        callbackUrl={callbackUrl}
        unauthorized={first(params.unauthorized)}
        error={first(params.error)}
        staleSession={staleSession}
        registeredUsername={first(params.registered)}
      />
    </PageShell>
  );
}
