/**
 * The details typed into the wizard, kept in this tab's sessionStorage so a reload (or Back from
 * another page) keeps them. Never payment data: the card form lives in the provider's frame and the
 * checkout itself is the pending booking (booking-payload.ts). Cleared after a confirmed booking.
 */
import { DURATIONS, EVENT_TYPES } from "@/lib/domain/constants";

import { EMPTY_DETAILS, type WizardDetails } from "./booking-payload";

export const DRAFT_KEY = "summon-a-magician.wizard-draft";

export interface WizardDraft {
  /** the dialog's title ('Summon a Magician', 'Book a Magician' or a service's own) */
  title: string;
  details: WizardDetails;
}

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const str = (v: unknown, max = 2000) => (typeof v === "string" ? v.slice(0, max) : "");
const bool = (v: unknown) => v === true;

/** A stored draft read defensively: unknown keys dropped, wrong types reset to empty. */
export function parseDraft(raw: string | null): WizardDraft | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!data || typeof data !== "object") return null;
  const { title, details } = data as { title?: unknown; details?: Record<string, unknown> };
  if (!details || typeof details !== "object") return null;
  const d = details;
  const eventType = str(d.eventType, 20);
  const duration = str(d.duration, 4);
  return {
    title: str(title, 200),
    details: {
      ...EMPTY_DETAILS,
      locationType: d.locationType === "bar" ? "bar" : "other",
      eventLocation: str(d.eventLocation, 200),
      eventAddress: str(d.eventAddress, 300),
      eventPostcode: str(d.eventPostcode, 10),
      parkingAvailable: typeof d.parkingAvailable === "boolean" ? d.parkingAvailable : undefined,
      eventType: (EVENT_TYPES as readonly string[]).includes(eventType) ? eventType : "",
      eventDate: /^\d{4}-\d{2}-\d{2}$/.test(str(d.eventDate)) ? str(d.eventDate) : "",
      startTime: /^\d{2}:\d{2}$/.test(str(d.startTime)) ? str(d.startTime) : "",
      guestCount: str(d.guestCount, 6),
      selectedServiceIds: Array.isArray(d.selectedServiceIds)
        ? d.selectedServiceIds.filter((id): id is number => Number.isSafeInteger(id) && id > 0).slice(0, 20)
        : [],
      duration: (DURATIONS as readonly number[]).map(String).includes(duration) ? duration : "",
      additionalInfo: str(d.additionalInfo),
      firstName: str(d.firstName, 100),
      lastName: str(d.lastName, 100),
      clientEmail: str(d.clientEmail, 254),
      clientPhone: str(d.clientPhone, 30),
      termsAccepted: bool(d.termsAccepted),
      depositAgreement: bool(d.depositAgreement),
      autoBalance: bool(d.autoBalance),
      paymentType: d.paymentType === "deposit" ? "deposit" : "one-time",
      selectedBarId:
        Number.isSafeInteger(d.selectedBarId) && (d.selectedBarId as number) > 0 ? (d.selectedBarId as number) : null,
    },
  };
}

/** The draft as stored: only the wizard's own fields (a spread form value may carry more). */
export function serializeDraft(draft: WizardDraft): string {
  const details = Object.fromEntries(
    (Object.keys(EMPTY_DETAILS) as (keyof WizardDetails)[]).map((key) => [key, draft.details[key]]),
  );
  return JSON.stringify({ title: draft.title, details });
}

function storage(): StorageLike | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readDraft(store: StorageLike | null = storage()): WizardDraft | null {
  try {
    return parseDraft(store?.getItem(DRAFT_KEY) ?? null);
  } catch {
    return null;
  }
}

export function saveDraft(draft: WizardDraft, store: StorageLike | null = storage()): void {
  try {
    store?.setItem(DRAFT_KEY, serializeDraft(draft));
  } catch {
    // private mode / storage full: the wizard still works, a reload just starts afresh
  }
}

export function clearDraft(store: StorageLike | null = storage()): void {
  try {
    store?.removeItem(DRAFT_KEY);
  } catch {
    // ignore
  }
}
