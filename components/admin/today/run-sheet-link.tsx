"use client";

import { FileTextIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { apiPath } from "@/lib/api-client";

/** Downloads one gig's run sheet (PDF), from the Today view and the booking's details dialog. */
export function RunSheetLink({ bookingId, size = "sm" }: { bookingId: number; size?: "sm" | "default" }) {
  return (
    <Button asChild variant="outline" size={size}>
      <a href={apiPath("getRunSheet", { params: { id: bookingId } })} download={`run-sheet-${bookingId}.pdf`}>
        <FileTextIcon aria-hidden="true" /> Run sheet
      </a>
    </Button>
  );
}
