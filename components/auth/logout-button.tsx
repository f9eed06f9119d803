"use client";

import { LogOutIcon } from "lucide-react";
import { signOut } from "next-auth/react";
import { useState } from "react";
import { Button } from "@/components/ui/button";

/** Logout: ends the next-auth session and goes back to the login page. */
export function LogoutButton() {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void signOut({ callbackUrl: "/admin" });
      }}
    >
      <LogOutIcon aria-hidden="true" />
      Logout
    </Button>
  );
}
