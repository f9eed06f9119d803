import type { Metadata } from "next";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

export default function NotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="font-display text-3xl">404 Page Not Found</h1>
      <p className="text-muted-foreground">Did you forget to add the page to the router?</p>
      {/* A plain anchor: this page is in every page's payload (the root layout's not-found boundary), and
          next/link would put its client code (about 3 kB gzip) into every page's first load. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/" className="text-primary underline underline-offset-4">
        Back to the homepage
      </a>
    </main>
  );
}
