"use client";

import dynamic from "next/dynamic";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";

import type { PublicService } from "@/lib/domain/services";

/** What an entry point asks for: the dialog title and, from a service card, the service to pre-select. */
export interface OpenBookingOptions {
  title?: string;
  serviceId?: number;
}

interface BookingContextValue {
  openBooking: (options?: OpenBookingOptions) => void;
  /** Starts downloading the wizard (hover / focus on a book button). */
  prefetchBooking: () => void;
}

const BookingContext = createContext<BookingContextValue | null>(null);

const loadWizard = () => import("@/components/booking/booking-wizard");

/**
 * The wizard, its calendar, the map and the payment form are a separate
 * chunk that is only downloaded when a visitor first opens the wizard (or
 * hovers a book button), so the landing page's first load stays small.
 */
const BookingWizard = dynamic(loadWizard, {
  ssr: false,
  loading: () => (
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
  ),
});

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

  const prefetchBooking = useCallback(() => {
    void loadWizard();
  }, []);

  const value = useMemo(() => ({ openBooking, prefetchBooking }), [openBooking, prefetchBooking]);

  return (
    <BookingContext.Provider value={value}>
      {children}
      {session && (
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
      )}
    </BookingContext.Provider>
  );
}

export function useBooking(): BookingContextValue {
  const context = useContext(BookingContext);
  if (!context) throw new Error("useBooking must be used inside <BookingProvider>");
  return context;
}
