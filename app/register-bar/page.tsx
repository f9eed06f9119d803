import type { Metadata } from "next";

import { RegisterBarForm } from "@/components/auth/register-bar-form";
import { PageShell } from "@/components/site/page-shell";

export const metadata: Metadata = {
  title: "Register Your Bar",
  description: "Register your bar or venue as a Summon a Magician partner for a one-time £25 fee.",
  alternates: { canonical: "/register-bar" },
};

/** /register-bar: a bar registers itself as a partner venue; no sign-in needed. */
export default function RegisterBarPage() {
  return (
    <PageShell>
      <RegisterBarForm />
    </PageShell>
  );
}
