"use client";

import { Toaster as Sonner, type ToasterProps } from "sonner";

/**
 * App-wide toast region. Defaults follow spec 000 §9: one toast visible at a
 * time, 5 s duration, region hotkey F8, rich colours and a close button.
 * (The swipe-to-dismiss threshold is fixed inside sonner at ~45 px; the spec's
 * 50 px cannot be configured.) Show toasts through `toast` from "@/lib/toast".
 */
export function Toaster({ toastOptions, ...props }: ToasterProps) {
  return (
    <Sonner
      theme="dark"
      position="bottom-right"
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
