"use client";

import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from "react";

import type { PublicService } from "@/lib/domain/services";

/** What an entry point asks for: the dialog title and, from a service card, the service to pre-select. */
export interface OpenBookingOptions {
  title?: string;
  serviceId?: number;
}

const loadWizard = () => import("@/components/booking/booking-wizard");

/**
 * The wizard, its calendar, the map and the payment form are a separate
 * chunk that is only downloaded when a visitor first opens the wizard (or
 * hovers a book button), so the landing page's first load stays small.
 */
// React.lazy rather than next/dynamic: rendered only after a press, in the browser, and next/dynamic's
// own code (about 1.5 kB gzip) would join the landing page's first load.
const BookingWizard = lazy(loadWizard);

function PreparingBooking() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 grid place-items-center bg-midnight/70 backdrop-blur-sm"
    >
      <span className="flex items-center gap-3 rounded-lg border bg-popover px-5 py-3 text-sm">
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-primary border-t-transparent"
        />
        Preparing your booking...
      </span>
    </div>
  );
}

export const DEFAULT_BOOKING_TITLE = "Summon a Magician";

/** The address opens the wizard (`?book=N`, see components/booking/wizard-history.ts). */
const BOOK_QUERY = /[?&]book=/;
const DRAFT_KEY = "summon-a-magician.wizard-draft";

/** The title the kept wizard was opened with (read here so the landing page need not load the wizard's code). */
function keptTitle(): string {
  try {
    const title = (JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "null") as { title?: unknown } | null)?.title;
    return typeof title === "string" && title ? title : DEFAULT_BOOKING_TITLE;
  } catch {
    return DEFAULT_BOOKING_TITLE;
  }
}

/** The provider's openBooking once mounted; until then a BookButton's press waits in `pendingPress`. */
let openFromButton: ((options: OpenBookingOptions) => void) | null = null;
let pendingPress: OpenBookingOptions | null = null;

function bookButtonOf(target: EventTarget | null): HTMLButtonElement | null {
  return target instanceof Element ? target.closest<HTMLButtonElement>("button[data-book]") : null;
}

/**
 * Whether the early-press recorder (lib/server/static/replay-early-presses.mjs) took this press and will
 * press the button again once the page is hydrated: it records presses until React listens to the page.
 */
function recordedForReplay(): boolean {
  return (
    "__earlyPresses" in window &&
    !document.documentElement.hasAttribute("data-hydrated") &&
    !Object.keys(document).some((key) => key.startsWith("_reactListening"))
  );
}

// Listening from the moment this module runs (before hydration), not from the provider's effect: a
// press between React taking the page over and the provider's mounting is held, not lost.
if (typeof document !== "undefined") {
  document.addEventListener("click", (event) => {
    const button = bookButtonOf(event.target);
    if (!button || button.disabled || event.defaultPrevented || recordedForReplay()) return;
    const service = Number(button.dataset.bookService);
    const options = { title: button.dataset.bookTitle || undefined, serviceId: service > 0 ? service : undefined };
    if (openFromButton) openFromButton(options);
    else pendingPress = options;
  });
  const prefetch = (event: Event) => {
    if (bookButtonOf(event.target)) void loadWizard();
  };
  document.addEventListener("pointerover", prefetch, { passive: true });
  document.addEventListener("focusin", prefetch);
}

export function BookingProvider({ services, children }: { services: readonly PublicService[]; children: ReactNode }) {
  const [session, setSession] = useState<{
    key: number;
    open: boolean;
    title: string;
    serviceId?: number;
    restore?: boolean;
  } | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  // A reload, Back or Forward onto `?book=N` reopens the wizard with the details kept in this tab.
  useEffect(() => {
    const reopen = () => {
      if (!BOOK_QUERY.test(window.location.search)) return;
      setSession((previous) =>
        previous?.open ? previous : { key: (previous?.key ?? 0) + 1, open: true, title: keptTitle(), restore: true },
      );
    };
    reopen();
    window.addEventListener("popstate", reopen);
    return () => window.removeEventListener("popstate", reopen);
  }, []);

  const openBooking = useCallback((options: OpenBookingOptions = {}) => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setSession((previous) => ({
      key: (previous?.key ?? 0) + 1,
      open: true,
      title: options.title ?? DEFAULT_BOOKING_TITLE,
      serviceId: options.serviceId,
    }));
  }, []);

  useEffect(() => {
    openFromButton = openBooking;
    if (pendingPress) openBooking(pendingPress);
    pendingPress = null;
    return () => {
      openFromButton = null;
    };
  }, [openBooking]);

  return (
    <>
      {children}
      {session && (
        <Suspense fallback={<PreparingBooking />}>
          <BookingWizard
            key={session.key}
            open={session.open}
            title={session.title}
            preselectedServiceId={session.serviceId}
            restore={session.restore}
            initialServices={services}
            onOpenChange={(open) => setSession((s) => (s ? { ...s, open } : s))}
            returnFocusTo={returnFocus}
          />
        </Suspense>
      )}
    </>
  );
}
