"use client";

import { CarIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { formatGBP } from "@/lib/domain/money";
import { WIZARD_TRAVEL_TEXT } from "@/lib/validation/wizard-texts";

import type { WizardTravel } from "./use-travel";

/**
 * Under the venue's postcode when travel is charged by distance: the travel line for the venue, or,
 * beyond the miles the magician travels or where the drive is not known, why it cannot be booked here
 * and the enquiry form instead.
 */
export function TravelNote({ travel, onEnquire }: { travel: WizardTravel; onEnquire: () => void }) {
  if (!travel.accepted) {
    return (
      <div role="alert" className="grid gap-2 rounded-lg border border-destructive/50 bg-destructive/10 p-3 text-sm">
        <p>
          {travel.refusalMessage ??
            (travel.refusal === "unknown-drive"
              ? WIZARD_TRAVEL_TEXT.unknownDrive
              : WIZARD_TRAVEL_TEXT.beyond(travel.terms?.maxMiles ?? 0))}
        </p>
        <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={onEnquire}>
          {WIZARD_TRAVEL_TEXT.enquire}
        </Button>
      </div>
    );
  }
  if (travel.line?.kind !== "distance") return null;
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="travel-line">
      <CarIcon className="size-4 text-primary" aria-hidden="true" />
      {travel.line.label}: {formatGBP(travel.line.pricePence)}
    </p>
  );
}

/**
 * After the wizard closed for the enquiry form, in place of giving focus back to the button that
 * opened it (which would scroll the page back up): the contact section and its first field.
 */
export function showEnquiryForm(): void {
  const contact = document.getElementById("contact");
  if (!contact) return;
  contact.scrollIntoView({ block: "start" });
  contact.querySelector<HTMLElement>("input, textarea")?.focus({ preventScroll: true });
}
