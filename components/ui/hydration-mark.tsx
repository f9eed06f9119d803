"use client";

import { useEffect } from "react";

/**
 * Marks `<html data-hydrated>` once React has hydrated the page (its effects run after the whole
 * root has). A public page's scripts start only after its first paint (server.mjs), so a visitor, or a
 * test, can meet server-rendered buttons that do nothing yet; this says when they are live.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}
