"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { useForm } from "react-hook-form";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextFormField, setServerFieldErrors } from "@/components/ui/text-form-field";
import { MAX_JOURNEY_MILES } from "@/lib/domain/mileage";
import { MILEAGE_PURPOSE_MAX, mileageCorrectionSchema, type MileageCorrectionInput } from "@/lib/validation/mileage";
import { ApiError, api, type Answer } from "@/lib/api-client";
import { toastApiError } from "@/lib/api-client/toast-error";
import { toast } from "@/lib/toast";

export type MileageRow = Answer<"getMileageLog">["rows"][number];
type CorrectionForm = { miles: string | number; purpose?: string };

/**
 * Corrects a journey's miles and purpose. A booking's journey is never deleted (the gig happened):
 * its miles are corrected instead, 0 when it was not driven.
 */
export function CorrectJourneyDialog({
  row,
  onClose,
  onSaved,
}: {
  row: MileageRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useForm<CorrectionForm, unknown, MileageCorrectionInput>({
    resolver: zodResolver(mileageCorrectionSchema),
    defaultValues: { miles: "", purpose: "" },
  });
  React.useEffect(() => {
    if (row) form.reset({ miles: String(row.miles), purpose: row.purpose });
  }, [row, form]);

  async function submit(values: MileageCorrectionInput) {
    if (!row) return;
    try {
      await api("correctMileageJourney", { params: { id: row.id }, body: values });
      toast.success("Journey corrected", `${values.miles} miles on ${row.date}.`);
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        setServerFieldErrors(form, (error.body as { fieldErrors?: Record<string, string> }).fieldErrors, [
          "miles",
          "purpose",
        ]);
      }
      toastApiError(error, { title: "Journey not corrected" });
    }
  }

  return (
    <FormDialog
      form={form}
      onSubmit={submit}
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Correct the journey"
      description={
        row ? `${row.date}: ${row.from} to ${row.to}. The log keeps your miles instead of the drive data's.` : ""
      }
      submitLabel="Save correction"
      submittingLabel="Saving..."
      formLabel="Correct the journey"
    >
      <TextFormField
        form={form}
        name="miles"
        label="Miles"
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_JOURNEY_MILES}
        step={1}
      />
      <TextFormField form={form} name="purpose" label="Purpose" maxLength={MILEAGE_PURPOSE_MAX} />
    </FormDialog>
  );
}
