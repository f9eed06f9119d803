/**
 * The waiting-list offer the wizard was opened from (/waitlist/{token}), kept in this tab's
 * sessionStorage beside the wizard's draft: while the chosen date and time are the offered ones, the
 * wizard asks for availability and checks out with the offer's token, so the time held for its
 * owner is offered to them and claimed by their checkout.
 */
export const OFFER_KEY = "summon-a-magician.waitlist-offer";

export interface KeptOffer {
  token: string;
  date: string;
  startTime: string;
}

function storage(): Pick<Storage, "getItem" | "setItem"> | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function keepWaitlistOffer(offer: KeptOffer): void {
  try {
    storage()?.setItem(OFFER_KEY, JSON.stringify(offer));
  } catch {
    // private mode: the time is still offered to the first who books it
  }
}

function keptOffer(): KeptOffer | null {
  try {
    const raw = storage()?.getItem(OFFER_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<KeptOffer>) : null;
    return parsed && typeof parsed.token === "string" && typeof parsed.date === "string"
      ? { token: parsed.token, date: parsed.date, startTime: String(parsed.startTime ?? "") }
      : null;
  } catch {
    return null;
  }
}

/** The offer's token for availability on this date (its held time shown free to its owner). */
export function waitlistTokenForDate(date: string): string | undefined {
  const offer = keptOffer();
  return offer && offer.date === date ? offer.token : undefined;
}

/** The offer's token for a checkout of this date and time, else undefined (an ordinary checkout). */
export function waitlistTokenFor(date: string, startTime: string): string | undefined {
  const offer = keptOffer();
  return offer && offer.date === date && offer.startTime === startTime ? offer.token : undefined;
}
