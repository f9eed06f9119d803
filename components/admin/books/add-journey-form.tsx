"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { TextFormField, setServerFieldErrors } from "@/components/ui/text-form-field";
import { useEarlyInput } from "@/components/ui/use-early-input";
import { MAX_JOURNEY_MILES } from "@/lib/domain/mileage";
import {
  MILEAGE_PLACE_MAX,
  MILEAGE_PURPOSE_MAX,
  mileageJourneySchema,
  type MileageJourneyForm,
  type MileageJourneyInput,
} from "@/lib/validation/mileage";
import { ApiError, api } from "@/lib/api-client";
import { toastApiError } from "@/lib/api-client/toast-error";
import { toast } from "@/lib/toast";

const FIELDS = ["date", "from", "to", "miles", "purpose"] as const;

/** A business journey not made for a booking (buying props, viewing a venue), entered by hand. */
export function AddJourneyForm({ today, onAdded }: { today: string; onAdded: () => void }) {
  const empty: MileageJourneyForm = { date: today, from: "", to: "", miles: "", purpose: "" };
  const form = useForm<MileageJourneyForm, unknown, MileageJourneyInput>({
    resolver: zodResolver(mileageJourneySchema),
    defaultValues: empty,
  });
  const submitting = form.formState.isSubmitting;
  // the tab is rendered on the server and hydrated when its code arrives: keep what was typed meanwhile
  const formRef = useEarlyInput(form, FIELDS);

  async function submit(values: MileageJourneyInput) {
    try {
      await api("addMileageJourney", { body: values });
      toast.success("Journey added", `${values.miles} miles on ${values.date}.`);
      form.reset(empty);
      onAdded();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        setServerFieldErrors(form, (error.body as { fieldErrors?: Record<string, string> }).fieldErrors, FIELDS);
      }
      toastApiError(error, { title: "Journey not added" });
    }
  }

  return (
    <Form {...form}>
      <form
        ref={formRef}
        onSubmit={form.handleSubmit(submit)}
        noValidate
        aria-label="Add a journey"
        className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-2 lg:grid-cols-6"
      >
        <div className="lg:col-span-1">
          <TextFormField form={form} name="date" label="Date" type="date" />
        </div>
        <div className="lg:col-span-1">
          <TextFormField form={form} name="from" label="From" maxLength={MILEAGE_PLACE_MAX} placeholder="Home" />
        </div>
        <div className="lg:col-span-1">
          <TextFormField form={form} name="to" label="To" maxLength={MILEAGE_PLACE_MAX} placeholder="Perth PH1" />
        </div>
        <div className="lg:col-span-1">
          <TextFormField
            form={form}
            name="miles"
            label="Miles"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_JOURNEY_MILES}
            step={1}
          />
        </div>
        <div className="sm:col-span-2 lg:col-span-2">
          <TextFormField
            form={form}
            name="purpose"
            label="Purpose"
            maxLength={MILEAGE_PURPOSE_MAX}
            placeholder="Buying props"
          />
        </div>
        <div className="sm:col-span-2 lg:col-span-6">
          <Button type="submit" variant="secondary" disabled={submitting}>
            {submitting ? "Adding..." : "Add journey"}
          </Button>
        </div>
      </form>
    </Form>
  );
}
