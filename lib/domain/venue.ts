/**
 * Where a booking takes place, as one line: the venue's name, then its address. A booking made
 * without a venue name stores the address as its location (the field is required), so the two are
 * the same and the address is said once.
 */
export function venueLine(eventLocation: string | null | undefined, eventAddress: string | null | undefined): string {
  const location = (eventLocation ?? "").trim();
  const address = (eventAddress ?? "").trim();
  const same = (a: string, b: string) => a.replace(/\s+/g, " ").toLowerCase() === b.replace(/\s+/g, " ").toLowerCase();
  if (!location || same(location, address)) return address;
  return address ? `${location}, ${address}` : location;
}
