"use client";

import dynamic from "next/dynamic";

/**
 * The account settings (two forms: react-hook-form and zod) load after the page: the card sits at
 * the bottom of the dashboard, folded.
 */
export const AccountSettingsCard = dynamic(() => import("./account-settings").then((m) => m.AccountSettingsCard), {
  ssr: false,
});
