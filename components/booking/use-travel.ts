"use client";

import { useEffect, useState } from "react";

import { apiFetch } from "@/lib/api-client/request";
import { postcodeFromAddress, type TravelQuote } from "@/lib/domain/travel";

import type { WizardDetails } from "./booking-payload";

/** GET /api/travel/terms: how travel is charged (public). */
export interface TravelTerms {
  mode: "flat" | "distance";
  freeMiles: number;
  pencePerMile: number;
  minimumPence: number;
  maxMiles: number;
  homeArea: string | null;
}

export interface WizardTravel {
  /** the venue's postcode, read from its address (null: none written yet) */
  postcode: string | null;
  terms: TravelTerms | null;
  /** the server's answer for this postcode (null until it came) */
  quote: TravelQuote | null;
  /** the travel line in pence when the magician charges by distance and the venue is priced; else undefined (flat fee) */
  feePence: number | undefined;
  /** false when the venue is beyond the magician's maxMiles: the wizard offers the enquiry form */
  accepted: boolean;
}

/**
 * Where the venue is and what travel to it costs: the postcode from the address as typed (a partner
 * bar's from its own), then the server's price for it. The server prices every booking again itself.
 */
export function useTravel(
  details: Pick<WizardDetails, "eventAddress" | "locationType" | "selectedBarId">,
): WizardTravel {
  const [terms, setTerms] = useState<TravelTerms | null>(null);
  const [answer, setAnswer] = useState<{ postcode: string; quote: TravelQuote } | null>(null);
  const postcode = postcodeFromAddress(details.eventAddress);

  useEffect(() => {
    let alive = true;
    apiFetch<TravelTerms>("/api/travel/terms", { cache: "default" })
      .then((t) => alive && setTerms(t))
      .catch(() => undefined); // flat fee texts stay
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    if (!postcode) return;
    const controller = new AbortController();
    // the address is typed a letter at a time: ask once it has settled
    const timer = setTimeout(() => {
      apiFetch<TravelQuote>(`/api/travel?postcode=${encodeURIComponent(postcode)}`, { signal: controller.signal })
        .then((quote) => setAnswer({ postcode, quote }))
        .catch(() => undefined);
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [postcode]);

  const quote = answer && answer.postcode === postcode ? answer.quote : null;
  const isPartner = details.locationType === "bar" && details.selectedBarId !== null;
  const distance = terms?.mode === "distance" && !isPartner && quote !== null && quote.source !== "default";
  return {
    postcode,
    terms,
    quote,
    feePence: distance ? quote.feePence : undefined,
    accepted: !distance || quote.accepted,
  };
}
