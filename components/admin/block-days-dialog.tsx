"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ADMIN_TOASTS, blockDaysSchema } from "@/lib/validation/admin";
import { fieldErrors } from "@/lib/validation/common";
import { toast } from "@/lib/toast";
import { api, toastApiError } from "./api";
import type { BlockedDayDto } from "./types";

export interface BlockResult {
  blocked: BlockedDayDto[];
  skipped: string[];
}

export function plural(n: number, word: string) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** Block Days: every day from the start date to the end date, each its own row. */
export function BlockDaysDialog({
  open,
  onOpenChange,
  defaultDate,
  onBlocked,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultDate: string;
  onBlocked: () => void;
}) {
  const [values, setValues] = React.useState({ startDate: defaultDate, endDate: defaultDate });
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [busy, setBusy] = React.useState(false);

  React.useEffect(() => {
    if (open) {
      setValues({ startDate: defaultDate, endDate: defaultDate });
      setErrors({});
    }
  }, [open, defaultDate]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = blockDaysSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setBusy(true);
    try {
      const result = await api<BlockResult>("/api/blocked-days", { body: parsed.data });
      const skipped =
        result.skipped.length > 0 ? ` (${plural(result.skipped.length, "day")} already blocked or past, skipped)` : "";
      toast.success(ADMIN_TOASTS.daysBlocked.title, `${plural(result.blocked.length, "day")} blocked${skipped}.`);
      onOpenChange(false);
      onBlocked();
    } catch (error) {
      toastApiError(error, ADMIN_TOASTS.blockFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(o) => !busy && onOpenChange(o)}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Block Days</DialogTitle>
          <DialogDescription>Every day from the start date to the end date is blocked for bookings.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="space-y-4">
          {(["startDate", "endDate"] as const).map((field) => (
            <div key={field} className="space-y-1.5">
              <Label htmlFor={`block-${field}`}>{field === "startDate" ? "Start date" : "End date"}</Label>
              <Input
                id={`block-${field}`}
                type="date"
                value={values[field]}
                onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
                aria-invalid={!!errors[field]}
                aria-describedby={errors[field] ? `block-${field}-error` : undefined}
              />
              {errors[field] && (
                <p id={`block-${field}-error`} className="text-sm text-destructive">
                  {errors[field]}
                </p>
              )}
            </div>
          ))}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              Close
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Blocking..." : "Block Days"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
