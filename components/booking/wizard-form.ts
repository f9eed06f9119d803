import type { UseFormReturn } from "react-hook-form";

import type { WizardDetails } from "./booking-payload";

/** The wizard's react-hook-form instance: one form for all steps, checked step by step. */
export type WizardForm = UseFormReturn<WizardDetails>;

/** Sets several fields at once (choosing a venue, clearing the location, …). */
export type Patch = (patch: Partial<WizardDetails>) => void;

export const fieldClass = "grid gap-2";
