"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import { ApiError, api } from "@/lib/api-client";
import { WAITLIST_TEXT } from "@/lib/validation/waitlist";

/** The leave link's one button. */
export function LeaveWaitlist({ token }: { token: string }) {
  const [state, setState] = React.useState<"idle" | "busy" | "left" | "gone">("idle");
  async function leave() {
    setState("busy");
    try {
      await api("leaveWaitlist", { params: { token } });
      setState("left");
    } catch (error) {
      setState(error instanceof ApiError && error.status === 404 ? "gone" : "idle");
    }
  }
  if (state === "left" || state === "gone")
    return (
      <p role="status" className="rounded-lg border border-border p-4">
        {state === "left" ? WAITLIST_TEXT.left : "This link is no longer valid."}
      </p>
    );
  return (
    <Button type="button" disabled={state === "busy"} onClick={() => void leave()}>
      {WAITLIST_TEXT.leave}
    </Button>
  );
}
