"use client";

import { useCallback, useEffect, useRef } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";

import { isServiceAvailableForDate } from "@/lib/domain/notice";
import type { PublicService } from "@/lib/domain/services";
import type { ToastText } from "@/lib/validation/common";
import {
  focusFieldOf,
  depositChoiceToast,
  firstStepProblem,
  stepMessages,
  type WizardField,
} from "@/lib/validation/wizard";

import type { WizardDetails } from "./booking-payload";
import { saveDraft } from "./wizard-draft";
import type { Patch } from "./wizard-form";

/** What a step check learns beyond its schema: the chosen day's availability (step 2 of the wizard). */
export type StepContextCheck = (
  problem: { field: WizardField; toast: ToastText } | null,
) => { field: WizardField; toast: ToastText } | null;

/**
 * The wizard's react-hook-form: one form holding every step's fields; its resolver checks only the
 * current step, with that step's schema from lib/validation/wizard (built from the server's
 * booking schema). The values are kept in sessionStorage as they change (wizard-draft.ts).
 */
export function useWizardForm({
  initial,
  title,
  step,
  services,
  todayIso,
}: {
  initial: WizardDetails;
  title: string;
  step: number;
  services: readonly PublicService[];
  todayIso: string;
}) {
  const stepRef = useRef(step);
  // whether the last check asked for the venue's postcode (travel by distance): re-checks on change agree
  const postcodeRequiredRef = useRef(false);
  useEffect(() => {
    stepRef.current = step;
  }, [step]);

  const resolver = useCallback<Resolver<WizardDetails>>(async (values) => {
    const messages = stepMessages(stepRef.current, { ...values, postcodeRequired: postcodeRequiredRef.current });
    const keys = Object.keys(messages);
    if (keys.length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(keys.map((key) => [key, { type: "validate", message: messages[key] }])),
    };
  }, []);

  const form = useForm<WizardDetails>({
    defaultValues: initial,
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: false,
  });
  const details = useWatch({ control: form.control }) as WizardDetails;

  const patch = useCallback<Patch>(
    (p) => {
      for (const [key, value] of Object.entries(p))
        form.setValue(key as keyof WizardDetails, value as never, { shouldDirty: true });
    },
    [form],
  );

  // Every change is kept for a reload (never payment data: the wizard's fields only).
  useEffect(() => {
    saveDraft({ title, details });
  }, [title, details]);

  // A new step starts without the previous step's errors, and re-validates on change only once Next was tried.
  useEffect(() => {
    form.reset(undefined, { keepValues: true, keepDefaultValues: true, keepDirty: true });
  }, [form, step]);

  // A chosen date may rule out services that need 3 weeks' notice, and the deposit
  // (before a date is chosen, a service card's pre-selection is kept).
  const { eventDate, selectedServiceIds, paymentType } = details;
  useEffect(() => {
    if (!eventDate) return;
    const keep = selectedServiceIds.filter((id) => {
      const service = services.find((s) => s.id === id);
      return !service || isServiceAvailableForDate(service.title, eventDate, todayIso);
    });
    if (keep.length !== selectedServiceIds.length) patch({ selectedServiceIds: keep });
    if (paymentType === "deposit" && depositChoiceToast(eventDate, todayIso) !== null)
      patch({ paymentType: "one-time", depositAgreement: false, autoBalance: false });
  }, [eventDate, selectedServiceIds, paymentType, services, todayIso, patch]);

  /**
   * Checks the current step: its schema first, then `context` (e.g. the chosen day). The first
   * problem in checking order is returned with its toast; its field takes the focus. `postcodeRequired`:
   * the venue's postcode field is asked for (travel by distance, the visitor's own venue).
   */
  async function checkStep(context?: StepContextCheck, postcodeRequired = false): Promise<ToastText | null> {
    postcodeRequiredRef.current = postcodeRequired;
    let problem: { field: WizardField; toast: ToastText } | null = null;
    await form.handleSubmit(
      () => undefined,
      (errors) => {
        const messages = Object.fromEntries(Object.entries(errors).map(([key, e]) => [key, e?.message]));
        problem = firstStepProblem(stepRef.current, form.getValues() as unknown as Record<string, unknown>, messages);
      },
    )();
    const found = context ? context(problem) : problem;
    if (!found) return null;
    const { field, toast } = found;
    form.setFocus(focusFieldOf(field, form.getValues() as unknown as Record<string, unknown>) as keyof WizardDetails);
    return toast;
  }

  return { form, details, patch, checkStep };
}
