import "server-only";
import { FALLBACK_SERVICES } from "@/lib/domain/services";
import { hashPassword } from "@/lib/server/auth/password";
import { DEV_MAGICIAN, env } from "@/lib/server/env";
import type { Db } from "./client";

export const SLIDESHOW_TIMER_KEY = "slideshow_timer";
/** Set once the demo catalogue has been seeded into this database. */
export const CATALOGUE_SEEDED_KEY = "catalogue_seeded";

const BAR_SERVICES = [
  {
    title: "Bar Close-Up Residency",
    description: "Two hours of strolling close-up magic between your tables on a busy night.",
    basePrice: 300,
    discount: 20,
  },
  {
    title: "Quiz Night Mind-Reading Interval",
    description: "A 20-minute mentalism spot for your quiz night interval, with audience volunteers.",
    basePrice: 180,
    discount: 10,
  },
  {
    title: "Cocktail Masterclass Magic",
    description: "Magic woven into a cocktail masterclass: vanishing garnishes and impossible pours.",
    basePrice: 250,
    discount: 0,
  },
];

const PARTNER_BARS = [
  {
    username: "thegildedlantern",
    email: "hello@gildedlantern.example",
    barName: "The Gilded Lantern",
    ownerName: "Fiona MacLeod",
    barAddress: "12 Ashton Lane",
    barCity: "Glasgow",
    barPostcode: "G12 8SJ",
    barLatitude: 55.8746,
    barLongitude: -4.2926,
    contactPhone: "0141 555 0192",
  },
  {
    username: "thethistlevault",
    email: "bookings@thistlevault.example",
    barName: "The Thistle Vault",
    ownerName: "Callum Reid",
    barAddress: "48 Grassmarket",
    barCity: "Edinburgh",
    barPostcode: "EH1 2JR",
    barLatitude: 55.9474,
    barLongitude: -3.1966,
    contactPhone: "0131 555 0148",
  },
];

const PROMOTIONS = [
  {
    title: "Magic Mondays at The Gilded Lantern",
    description: "Close-up miracles at your table every Monday from 8pm. Partner venue guests save 10% on bookings.",
    mediaType: "image",
    mediaUrl: "/images/promotions/gilded-lantern.svg",
    locationName: "The Gilded Lantern, Glasgow",
    locationUrl: "https://maps.google.com/?q=Ashton+Lane+Glasgow",
    buttonText: "Learn More",
    buttonUrl: "/#contact",
    displayOrder: 0,
  },
  {
    title: "Festive Season Bookings Open",
    description: "Christmas parties and Hogmanay dates are going fast. Book now to secure your evening of wonder.",
    mediaType: "image",
    mediaUrl: "/images/promotions/festive.svg",
    locationName: "Across the UK",
    locationUrl: null,
    buttonText: "Book Now",
    buttonUrl: "/#services",
    displayOrder: 1,
  },
];

export type SeedLog = (message: string) => void;

/**
 * Idempotent: running it twice leaves one copy of everything, and never overwrites the magician's
 * edits. The demo catalogue is seeded once per database, never again because a table is empty: a
 * magician who deleted every promotion does not see the demo ones come back after a restart.
 */
export async function seedDatabase(db: Db, log: SeedLog = () => {}): Promise<void> {
  await seedCatalogueOnce(db, log);
  await db.setting.upsert({
    where: { key: SLIDESHOW_TIMER_KEY },
    create: { key: SLIDESHOW_TIMER_KEY, value: "5000" },
    update: {},
  });
  await seedMagician(db, log);
}

/**
 * The flag is written in the same transaction as the catalogue: two processes seeding at once meet
 * on its unique key, and the second finds it seeded.
 */
async function seedCatalogueOnce(db: Db, log: SeedLog) {
  if (await db.setting.findUnique({ where: { key: CATALOGUE_SEEDED_KEY }, select: { id: true } })) return;
  // Hashed before the transaction, which stays short.
  // Seeded partner bars cannot sign in until the magician resets their password.
  const bars = await Promise.all(
    PARTNER_BARS.map(async (bar) => ({ ...bar, password: await hashPassword(cryptoRandom()) })),
  );
  const messages: string[] = [];
  await db.$transaction(async (tx) => {
    const flag = await tx.setting.createMany({
      data: [{ key: CATALOGUE_SEEDED_KEY, value: "true" }],
      skipDuplicates: true,
    });
    if (flag.count === 0) return;
    const note = (message: string) => messages.push(message);
    if ((await tx.service.count()) === 0) {
      await tx.service.createMany({
        data: FALLBACK_SERVICES.map(({ title, description, basePrice }) => ({
          title,
          description,
          basePrice,
          isActive: true,
        })),
      });
      note(`Seeded ${FALLBACK_SERVICES.length} services.`);
    }
    if ((await tx.barService.count()) === 0) {
      await tx.barService.createMany({ data: BAR_SERVICES });
      note(`Seeded ${BAR_SERVICES.length} bar services.`);
    }
    for (const bar of bars) {
      const exists = await tx.user.findUnique({ where: { username: bar.username }, select: { id: true } });
      if (exists) continue;
      await tx.user.create({
        data: {
          ...bar,
          role: "bar-client",
          registrationPaid: true,
          registrationPaymentId: `seed_${bar.username}`,
        },
      });
      note(`Seeded partner bar ${bar.barName}.`);
    }
    if ((await tx.promotion.count()) === 0) {
      await tx.promotion.createMany({ data: PROMOTIONS });
      note(`Seeded ${PROMOTIONS.length} promotions.`);
    }
  });
  messages.forEach(log);
}

async function seedMagician(db: Db, log: SeedLog) {
  const config = env();
  // The development account (magician / abracadabra) exists only outside production.
  const production = config.NODE_ENV === "production";
  const username = config.MAGICIAN_USERNAME ?? (production ? undefined : DEV_MAGICIAN.username);
  const password = config.MAGICIAN_PASSWORD ?? (production ? undefined : DEV_MAGICIAN.password);
  const email = config.MAGICIAN_EMAIL ?? (production ? undefined : DEV_MAGICIAN.email);
  if (!username || !password || !email) {
    throw new Error("MAGICIAN_USERNAME, MAGICIAN_PASSWORD and MAGICIAN_EMAIL are required in production.");
  }
  const existing = await db.user.findUnique({ where: { username }, select: { id: true } });
  if (existing) return;
  await db.user.create({
    data: {
      username,
      email,
      role: "magician",
      password: await hashPassword(password),
      contactPhone: config.MAGICIAN_PHONE,
    },
  });
  if (!config.MAGICIAN_USERNAME) {
    log(`Created the development magician account: username "${username}", password "${password}".`);
  } else {
    log(`Created the magician account "${username}".`);
  }
}

function cryptoRandom(): string {
  return globalThis.crypto.randomUUID() + globalThis.crypto.randomUUID();
}
