import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";

import { LINK_NOT_VALID_TITLES, LinkNotValid } from "@/components/site/link-not-valid";
import { DEAD_LINK_HEADER, deadLinkOfHeader } from "@/lib/server/dead-links";

/** The customer link proxy.ts found dead and sent here, if that is why this page shows. */
async function deadLink() {
  return deadLinkOfHeader((await headers()).get(DEAD_LINK_HEADER));
}

export async function generateMetadata(): Promise<Metadata> {
  const kind = await deadLink();
  return kind
    ? { title: LINK_NOT_VALID_TITLES[kind], robots: { index: false, follow: false } }
    : { title: "Page not found", robots: { index: false } };
}

/** Any unmatched path, and the customer links proxy.ts found dead (each with its own message). */
export default async function NotFound() {
  const kind = await deadLink();
  if (kind) return <LinkNotValid kind={kind} />;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="font-display text-3xl">404 Page Not Found</h1>
      <p className="text-muted-foreground">Did you forget to add the page to the router?</p>
      <Link href="/" className="text-primary underline underline-offset-4">
        Back to the homepage
      </Link>
    </main>
  );
}
