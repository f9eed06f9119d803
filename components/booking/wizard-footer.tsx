"use client";

import { ArrowLeftIcon, ArrowRightIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";

/** The wizard's Previous and Next Step buttons (no Next on the payment step). */
export function WizardFooter({
  canGoBack,
  showNext,
  preparing,
  onPrevious,
  onNext,
}: {
  canGoBack: boolean;
  showNext: boolean;
  /** the payment is being set up */
  preparing: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <DialogFooter className="border-t border-border p-6 pt-4 sm:justify-between">
      <Button variant="outline" onClick={onPrevious} disabled={!canGoBack}>
        <ArrowLeftIcon aria-hidden="true" /> Previous
      </Button>
      {showNext && (
        <Button onClick={onNext} disabled={preparing}>
          {preparing ? "Preparing payment..." : "Next Step"}
          {!preparing && <ArrowRightIcon aria-hidden="true" />}
        </Button>
      )}
    </DialogFooter>
  );
}
