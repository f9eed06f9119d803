/**
 * Public services list, the wizard's checklist and the built-in fallback services.
 */

export interface ServiceLike {
  id: number;
  title: string;
  basePrice: number;
  isActive: boolean;
  /** Services with a discount (> 0) are excluded from the public list. */
  discount?: number | null;
}

export interface PublicService extends ServiceLike {
  description: string;
  image: string | null;
}

const CLOSE_UP_TITLE = "close-up magic";

function normaliseTitle(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, " ");
}

export function isCloseUpMagic(title: string): boolean {
  return normaliseTitle(title) === CLOSE_UP_TITLE;
}

/** True when the service carries a real discount. null, undefined and 0 mean "no discount". */
export function hasDiscount(service: { discount?: number | null }): boolean {
  return typeof service.discount === "number" && service.discount > 0;
}

/**
 * The public services list: active services without a discount, Close-Up
 * Magic first, then the rest by basePrice ascending (ties by id for a stable order).
 */
export function publicServices<T extends ServiceLike>(services: readonly T[]): T[] {
  return services
    .filter((s) => s.isActive && !hasDiscount(s))
    .slice()
    .sort((a, b) => {
      const ca = isCloseUpMagic(a.title) ? 0 : 1;
      const cb = isCloseUpMagic(b.title) ? 0 : 1;
      if (ca !== cb) return ca - cb;
      return a.basePrice - b.basePrice || a.id - b.id;
    });
}

/** The wizard's services checklist: active services by basePrice ascending. */
export function wizardServices<T extends ServiceLike>(services: readonly T[]): T[] {
  return services
    .filter((s) => s.isActive)
    .slice()
    .sort((a, b) => a.basePrice - b.basePrice || a.id - b.id);
}

/** Built-in fallback services shown while the list loads or when it fails. */
export const FALLBACK_SERVICES: readonly PublicService[] = [
  {
    id: 1,
    title: "Close-Up Magic",
    description:
      "Astonishing sleight of hand performed inches from your guests' eyes: cards, coins and borrowed objects that vanish, change and reappear as the magician mingles through your event.",
    image: null,
    basePrice: 250,
    isActive: true,
  },
  {
    id: 2,
    title: "Stage Illusions",
    description:
      "A theatrical show for a seated audience, with grand illusions, music and plenty of volunteers from the crowd. Ideal as the centrepiece of a gala, party or festival.",
    image: null,
    basePrice: 750,
    isActive: true,
  },
  {
    id: 3,
    title: "Children's Magic",
    description:
      "A colourful, interactive show full of laughter, silly surprises and magic the children make happen themselves. Perfect for birthdays, schools and family days.",
    image: null,
    basePrice: 200,
    isActive: true,
  },
  {
    id: 4,
    title: "Corporate Events",
    description:
      "Polished entertainment for conferences, product launches, client receptions and staff parties, tailored to your brand and message to break the ice and get people talking.",
    image: null,
    basePrice: 500,
    isActive: true,
  },
  {
    id: 5,
    title: "Wedding Entertainment",
    description:
      "Elegant close-up magic during the drinks reception and wedding breakfast that keeps guests entertained while photos are taken and creates memories for years to come.",
    image: null,
    basePrice: 350,
    isActive: true,
  },
  {
    id: 6,
    title: "Mentalism",
    description:
      "Mind reading, predictions and impossible coincidences that leave audiences questioning everything. A sophisticated, unforgettable experience for adults.",
    image: null,
    basePrice: 400,
    isActive: true,
  },
];
