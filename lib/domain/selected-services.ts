/**
 * The one reader of a booking's stored `selectedServices` (a JSON column). The server writes
 * [{ id, title, price }] with the price in pounds as priced at booking time, and the travel line
 * (flat or distance, as travelLine priced it) beside the services as { id: 0, title, price,
 * kind: "travel" }; older rows hold bare catalogue ids, or objects with a name or a basePrice
 * instead. Every screen, e-mail, document and feed reads them through parseSelectedServices, so they
 * all agree on what a booking holds; a booking's total is the sum of its stored lines.
 */
import { penceToPounds, poundsToPence } from "./money";
import type { TravelLine } from "./travel-fee";

/** The travel line as stored among a booking's services. */
export interface StoredTravelLine {
  id: 0;
  title: string;
  /** pounds, like the services' */
  price: number;
  kind: "travel";
}

/** How a booking stores its travel line (travelLine's) beside its services. */
export function storedTravelLine(line: TravelLine): StoredTravelLine {
  return { id: 0, title: line.label, price: penceToPounds(line.pricePence), kind: "travel" };
}

export interface SelectedService {
  /** the catalogue id; null when the entry names none (a travel line, an old import) */
  id: number | null;
  title: string;
  pricePence: number;
  /** the travel line (flat or distance) stored beside the services */
  travel: boolean;
}

/** What an entry with no title, or an id the catalogue no longer has, shows as. */
export const UNKNOWN_SERVICE_TITLE = "Magic Performance";

/** Catalogue services for bare ids (basePrice in pounds, as the catalogue stores it). */
export type ServiceCatalogue = readonly { id: number; title: string; basePrice: number }[];

const idOf = (value: unknown): number | null =>
  typeof value === "number" && Number.isSafeInteger(value)
    ? value
    : typeof value === "string" && /^\d+$/.test(value)
      ? Number(value)
      : null;

/** A price in pounds (number or decimal string) -> pence; anything else -> null. */
function pricePenceOf(value: unknown): number | null {
  if (typeof value !== "number" && (typeof value !== "string" || value.trim() === "")) return null;
  const pounds = Number(value);
  return Number.isFinite(pounds) ? poundsToPence(pounds) : null;
}

function parseEntry(item: unknown, byId: ReadonlyMap<number, ServiceCatalogue[number]>): SelectedService {
  const bareId = idOf(item);
  if (bareId !== null) {
    const known = byId.get(bareId);
    return known
      ? { id: bareId, title: known.title, pricePence: poundsToPence(known.basePrice), travel: false }
      : { id: bareId, title: UNKNOWN_SERVICE_TITLE, pricePence: 0, travel: false };
  }
  if (!item || typeof item !== "object" || Array.isArray(item))
    return { id: null, title: UNKNOWN_SERVICE_TITLE, pricePence: 0, travel: false };
  const o = item as Record<string, unknown>;
  const id = idOf(o.id);
  const known = id !== null ? byId.get(id) : undefined;
  const title =
    (typeof o.title === "string" && o.title) ||
    (typeof o.name === "string" && o.name) ||
    known?.title ||
    UNKNOWN_SERVICE_TITLE;
  const stored = pricePenceOf(o.price ?? o.basePrice ?? o.base_price);
  const pricePence = stored ?? (known && title === known.title ? poundsToPence(known.basePrice) : 0);
  return { id, title, pricePence, travel: o.kind === "travel" };
}

/** A booking's stored services in order (anything but an array: none). */
export function parseSelectedServices(raw: unknown, catalogue: ServiceCatalogue = []): SelectedService[] {
  if (!Array.isArray(raw)) return [];
  const byId = new Map(catalogue.map((s) => [s.id, s]));
  return raw.map((item) => parseEntry(item, byId));
}

/** The booked services only, without a travel line. */
export function bookedServices(raw: unknown, catalogue: ServiceCatalogue = []): SelectedService[] {
  return parseSelectedServices(raw, catalogue).filter((s) => !s.travel);
}
