/**
 * The wizard's place in the browser history: each step is an entry `?book=N` (N = 1 to 5, as in
 * "Step N of 5"), so Back goes one step back, Forward returns and a reload reopens the same step.
 * Pure functions; use-wizard-history.ts applies them to window.history.
 */
import { stepToast } from "@/lib/validation/wizard";

import { EMPTY_DETAILS, type WizardDetails } from "./booking-payload";
import { readDraft } from "./wizard-draft";

export const BOOK_PARAM = "book";
export const LAST_STEP = 4;

/** The step index (0 to 4) a URL's query asks for, or null when it does not open the wizard. */
export function stepFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get(BOOK_PARAM);
  if (raw === null) return null;
  const n = Number.parseInt(raw, 10);
  if (!Number.isFinite(n)) return 0;
  return Math.min(Math.max(n, 1), LAST_STEP + 1) - 1;
}

/** The same address with `?book=` set for a step, or removed (null); other parameters and the hash stay. */
export function urlForStep(location: { pathname: string; search: string; hash: string }, step: number | null): string {
  const params = new URLSearchParams(location.search);
  if (step === null) params.delete(BOOK_PARAM);
  else params.set(BOOK_PARAM, String(step + 1));
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ""}${location.hash}`;
}

/** The first step whose fields are not complete yet (4, the payment, when all are). */
export function firstIncompleteStep(details: WizardDetails): number {
  for (let step = 0; step < LAST_STEP; step++) {
    if (stepToast(step, details as unknown as Record<string, unknown>) !== null) return step;
  }
  return LAST_STEP;
}

/**
 * Where a requested step lands: never past the first incomplete one, and the payment step only
 * with a checkout under way (otherwise the confirmation, whose Next sets the payment up).
 */
export function landingStep(requested: number, details: WizardDetails, hasCheckout: boolean): number {
  const reachable = Math.min(requested, firstIncompleteStep(details));
  return reachable === LAST_STEP && !hasCheckout ? LAST_STEP - 1 : reachable;
}

/** What the wizard keeps in history.state: the step and whether the entry was pushed on top of the previous step. */
export interface WizardHistoryState {
  wizardStep: number;
  /** true when Previous can simply go back one history entry */
  stacked: boolean;
}

export function isWizardState(state: unknown): state is WizardHistoryState {
  return Boolean(state && typeof state === "object" && typeof (state as WizardHistoryState).wizardStep === "number");
}

/** Where the wizard starts: step 1 with cleared details, or (restoring) the kept details at the asked step. */
export function startingPoint(
  restore: boolean,
  preselectedServiceId?: number,
): { details: WizardDetails; step: number } {
  const fresh = { ...EMPTY_DETAILS, selectedServiceIds: preselectedServiceId ? [preselectedServiceId] : [] };
  if (!restore) return { details: fresh, step: 0 };
  const details = readDraft()?.details ?? fresh;
  return { details, step: landingStep(stepFromSearch(window.location.search) ?? 0, details, false) };
}
