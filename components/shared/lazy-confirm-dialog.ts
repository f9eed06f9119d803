"use client";

import dynamic from "next/dynamic";

/**
 * The confirmation dialog (Radix AlertDialog) of Cancel and Move, kept out of the booking page's
 * first scripts: callers render it from the first time it opens (and keep it mounted after,
 * so closing it can animate), and its code loads then.
 */
export const ConfirmDialog = dynamic(() => import("./confirm-dialog").then((m) => m.ConfirmDialog), {
  ssr: false,
});
