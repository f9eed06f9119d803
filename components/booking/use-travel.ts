"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";

import { api, type Answer as RouteAnswer } from "@/lib/api-client";
import { parseUkPostcode, postcodeFromAddress } from "@/lib/domain/travel";
import {
  FLAT_TRAVEL_CHARGE,
  travelLine,
  type TravelLine,
  type TravelQuote,
  type TravelRefusal,
} from "@/lib/domain/travel-fee";
import type { ToastText } from "@/lib/validation/common";
import { WIZARD_TRAVEL_TEXT } from "@/lib/validation/wizard-texts";

import type { WizardDetails } from "./booking-payload";

/** GET /api/travel/terms: how travel is charged (public). */
export type TravelTerms = RouteAnswer<"getTravelTerms">;

type TravelDetails = Pick<WizardDetails, "eventAddress" | "eventPostcode" | "locationType" | "selectedBarId">;

export interface WizardTravel {
  /** the venue's postcode: by distance its own field, else read from the address (null: none yet) */
  postcode: string | null;
  terms: TravelTerms | null;
  /** the server's answer for this postcode (null until it came) */
  quote: TravelQuote | null;
  /**
   * the travel line the wizard's quote shows (travelLine): the server's distance line once it priced
   * the venue; else the flat fee (flat mode, or by distance until the venue is priced); null at a partner bar
   */
  line: TravelLine | null;
  /** false when the venue cannot be booked online (beyond maxMiles, or its drive is not known): the enquiry form instead */
  accepted: boolean;
  /** why not, when not accepted */
  refusal: TravelRefusal | null;
  /** the server's own words when the checkout refused the venue (the terms seen here may be older) */
  refusalMessage: string | null;
  /** the visitor's own venue while travel is charged by distance: the postcode field is asked for */
  postcodeRequired: boolean;
  /**
   * The first step's travel check, waiting for what has not come yet (the terms, the server's answer
   * for the postcode as it is now): the toast when the venue cannot be booked online, else null.
   */
  check: (details: TravelDetails) => Promise<ToastText | null>;
  /** whether these details need the postcode field, once the terms came (a Next tapped at once waits for them) */
  requiresPostcode: (details: TravelDetails) => Promise<boolean>;
  /** the server refused the checkout for travel: shown as if the travel check had said so */
  refuse: (refusal: TravelRefusal, message?: string) => void;
}

interface Answer {
  postcode: string;
  quote: TravelQuote;
  /** set when the checkout refused it */
  message?: string;
}

const isPartner = (d: TravelDetails) => d.locationType === "bar" && d.selectedBarId !== null;

/** By distance the postcode field alone; in flat mode (or before the terms came) the address's. */
function venuePostcode(details: TravelDetails, terms: TravelTerms | null): string | null {
  if (terms?.mode === "distance" && !isPartner(details))
    return parseUkPostcode(details.eventPostcode)?.postcode ?? null;
  return postcodeFromAddress(details.eventAddress);
}

function refusalToast(refusal: TravelRefusal): ToastText {
  return refusal === "unknown-drive" ? WIZARD_TRAVEL_TEXT.unknownDriveToast : WIZARD_TRAVEL_TEXT.toast;
}

function askTravel(postcode: string, signal?: AbortSignal): Promise<TravelQuote> {
  return api("getTravelQuote", { query: { postcode }, signal });
}

/**
 * Where the venue is and what travel to it costs: the postcode (its own field by distance, else from
 * the address; a partner bar's from its own), then the server's price for it. The server prices every
 * booking again itself.
 */
export function useTravel(details: TravelDetails): WizardTravel {
  const [terms, setTerms] = useState<TravelTerms | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const termsRequest = useRef<Promise<TravelTerms | null> | null>(null);
  const answerRef = useRef(answer);
  const postcode = venuePostcode(details, terms);

  const loadTerms = useCallback(() => {
    termsRequest.current ??= api("getTravelTerms", { cache: "default" })
      .then((t) => {
        setTerms(t);
        return t;
      })
      .catch(() => null); // flat fee texts stay
    return termsRequest.current;
  }, []);

  useEffect(() => {
    void loadTerms();
  }, [loadTerms]);

  const remember = useCallback((value: Answer) => {
    answerRef.current = value;
    setAnswer(value);
  }, []);

  useEffect(() => {
    if (!postcode) return;
    const controller = new AbortController();
    // the address is typed a letter at a time: ask once it has settled
    const timer = setTimeout(() => {
      askTravel(postcode, controller.signal)
        .then((quote) => remember({ postcode, quote }))
        .catch(() => undefined);
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [postcode, remember]);

  const check = useCallback(
    async (current: TravelDetails) => {
      const known = await loadTerms();
      if (known?.mode !== "distance" || isPartner(current)) return null;
      const wanted = venuePostcode(current, known);
      if (!wanted) return null; // the step's own check asks for the postcode
      const kept = answerRef.current;
      let quote = kept && kept.postcode === wanted ? kept.quote : null;
      if (!quote) {
        // no answer (yet): the checkout's own check will decide
        quote = await askTravel(wanted).catch(() => null);
        if (quote) remember({ postcode: wanted, quote });
      }
      return quote && !quote.accepted ? refusalToast(quote.refusal ?? "beyond-max-miles") : null;
    },
    [loadTerms, remember],
  );

  const requiresPostcode = useCallback(
    async (current: TravelDetails) => (await loadTerms())?.mode === "distance" && !isPartner(current),
    [loadTerms],
  );

  const refuse = useCallback(
    (refusal: TravelRefusal, message?: string) => {
      if (!postcode) return;
      const quote: TravelQuote = {
        area: null,
        miles: null,
        minutes: null,
        feePence: null,
        line: null,
        source: "default",
        accepted: false,
        refusal,
      };
      remember({ postcode, quote, message });
    },
    [postcode, remember],
  );

  const current = answer && answer.postcode === postcode ? answer : null;
  const quote = current?.quote ?? null;
  const distance = terms?.mode === "distance" && !isPartner(details);
  const refused = distance && quote !== null && !quote.accepted;
  const partner = isPartner(details);
  // one object while nothing it depends on changes: the wizard's quote is memoised on it
  const line = useMemo(
    () =>
      distance && quote?.accepted && quote.line
        ? quote.line
        : travelLine({ charge: FLAT_TRAVEL_CHARGE, drive: null, isPartnerVenue: partner }),
    [distance, quote, partner],
  );
  return {
    postcode,
    terms,
    quote,
    line,
    accepted: !refused,
    refusal: refused ? (quote.refusal ?? "beyond-max-miles") : null,
    refusalMessage: refused ? (current?.message ?? null) : null,
    postcodeRequired: distance,
    check,
    requiresPostcode,
    refuse,
  };
}
