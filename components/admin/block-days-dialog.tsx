"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextFormField } from "@/components/ui/text-form-field";
import { useResetOnOpen } from "@/components/ui/use-reset-on-open";
import { ADMIN_TOASTS, blockDaysSchema, type BlockDaysInput } from "@/lib/validation/admin";
import { toast } from "@/lib/toast";
import { ACTION_DIALOG } from "./action-dialog";
import { api } from "@/lib/api-client";
import { toastApiError } from "@/lib/api-client/toast-error";

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
  const form = useForm<BlockDaysInput>({
    resolver: zodResolver(blockDaysSchema),
    defaultValues: { startDate: defaultDate, endDate: defaultDate },
  });

  useResetOnOpen(open, () => form.reset({ startDate: defaultDate, endDate: defaultDate }));

  async function submit(values: BlockDaysInput) {
    try {
      const result = await api("blockDays", { body: values });
      const skipped =
        result.skipped.length > 0 ? ` (${plural(result.skipped.length, "day")} already blocked or past, skipped)` : "";
      toast.success(ADMIN_TOASTS.daysBlocked.title, `${plural(result.blocked.length, "day")} blocked${skipped}.`);
      onOpenChange(false);
      onBlocked();
    } catch (error) {
      toastApiError(error, ADMIN_TOASTS.blockFailed);
    }
  }

  return (
    <FormDialog
      form={form}
      onSubmit={submit}
      open={open}
      onOpenChange={onOpenChange}
      title="Block Days"
      description="Every day from the start date to the end date is blocked for bookings."
      submitLabel="Block Days"
      submittingLabel="Blocking..."
      {...ACTION_DIALOG}
    >
      <TextFormField form={form} name="startDate" label="Start date" type="date" />
      <TextFormField form={form} name="endDate" label="End date" type="date" />
    </FormDialog>
  );
}
