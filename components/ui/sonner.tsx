"use client";

import { useSyncExternalStore } from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

import { TOAST_CLEARANCE_VAR } from "./use-toast-clearance";

const PHONE_QUERY = "(max-width: 639px)";
/** A phone's toasts start 16 px from the top, or below an element that asked for clearance. */
const PHONE_TOP = `var(${TOAST_CLEARANCE_VAR}, 16px)`;

function subscribeToPhoneQuery(onChange: () => void) {
  const query = window.matchMedia?.(PHONE_QUERY);
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

/** True on a phone-sized screen; false on the server. */
function usePhoneScreen(): boolean {
  return useSyncExternalStore(
    subscribeToPhoneQuery,
    () => window.matchMedia?.(PHONE_QUERY).matches ?? false,
    () => false,
  );
}

/**
 * App-wide toast region: one toast visible at a time, 5 s each, region hotkey F8, rich colours and a
 * close button. (Sonner fixes its swipe-to-dismiss threshold at ~45 px; 50 px cannot be configured.)
 * On a phone the toasts sit at the top, where they do not cover a dialog's buttons (the wizard's Next),
 * and below whatever asks for clearance there (the wizard's title: useToastClearance).
 * Show toasts through `toast` from "@/lib/toast".
 */
export function Toaster({ toastOptions, ...props }: ToasterProps) {
  const phone = usePhoneScreen();
  return (
    <Sonner
      theme="dark"
      position={phone ? "top-center" : "bottom-right"}
      // Sonner's own phone layout starts below 600 px; ours at 640 px: the same top in both
      {...(phone ? { offset: { top: PHONE_TOP }, mobileOffset: { top: PHONE_TOP } } : {})}
      visibleToasts={1}
      duration={5000}
      hotkey={["F8"]}
      richColors
      closeButton
      containerAriaLabel="Notifications"
      className="toaster group"
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--border-radius": "var(--radius)",
        } as React.CSSProperties
      }
      toastOptions={{
        ...toastOptions,
        classNames: {
          title: "font-semibold",
          description: "text-sm opacity-90",
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}
