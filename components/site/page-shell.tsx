import { ArrowLeftIcon } from "@/components/ui/static-icons";
import type { ReactNode } from "react";

import { TopHatMark } from "./artwork";

/** Simple frame of the secondary pages (legal, booking success, checkout): logo, back-to-home link, content. */
export function PageShell({ children, narrow = true }: { children: ReactNode; narrow?: boolean }) {
  return (
    <div className="flex min-h-dvh flex-col bg-magic">
      <header className="border-b border-border/60 bg-background/95">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between px-4 sm:px-6">
          {/* Plain anchors: next/link's client code (about 4 kB gzip) and its prefetching would join the
              first load of every page using this shell; going home is a full page load instead. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a
            href="/"
            className="flex items-center gap-2 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            <TopHatMark className="size-8" />
            <span className="font-decorative text-lg text-gradient-gold">Summon a Magician</span>
          </a>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a
            href="/"
            className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm text-muted-foreground outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            <ArrowLeftIcon className="size-4" aria-hidden="true" /> Back to home
          </a>
        </div>
      </header>
      <main
        id="main"
        className={
          narrow
            ? "mx-auto w-full max-w-3xl flex-1 px-4 py-12 sm:px-6"
            : "mx-auto w-full max-w-5xl flex-1 px-4 py-12 sm:px-6"
        }
      >
        {children}
      </main>
      <footer className="border-t border-border/60 py-6 text-center text-sm text-muted-foreground">
        <p>
          © {new Date().getFullYear()} Summon a Magician ·{" "}
          <a href="/privacy-policy" className="hover:text-primary">
            Privacy Policy
          </a>{" "}
          ·{" "}
          <a href="/terms-of-service" className="hover:text-primary">
            Terms of Service
          </a>
        </p>
      </footer>
    </div>
  );
}
