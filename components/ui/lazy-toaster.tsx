"use client";

import { lazy, Suspense, useEffect, useState } from "react";

import { onToasterDemand, toasterDemanded } from "@/lib/toaster-demand";

// React.lazy rather than next/dynamic: it is rendered only in the browser, after an effect, and
// next/dynamic's own code (about 1.5 kB gzip) would be part of every page's first load.
const Toaster = lazy(() => import("./sonner").then((module) => ({ default: module.Toaster })));

/** How long the region waits for an idle moment after hydration before it loads anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * The app-wide toast region (components/ui/sonner.tsx), kept out of every page's first scripts
 * (sonner is about 10 kB gzip): it mounts when the browser is first idle after hydration, so its
 * live region exists before the visitor acts, or at once if a toast is shown earlier (sonner
 * replays toasts created before the region subscribed).
 */
export function LazyToaster() {
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    if (toasterDemanded()) {
      setMounted(true);
      return;
    }
    const mount = () => setMounted(true);
    const unsubscribe = onToasterDemand(mount);
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(mount, { timeout: IDLE_TIMEOUT_MS });
      return () => {
        unsubscribe();
        window.cancelIdleCallback(id);
      };
    }
    const id = window.setTimeout(mount, 1);
    return () => {
      unsubscribe();
      window.clearTimeout(id);
    };
  }, []);

  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
