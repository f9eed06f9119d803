import { badRequest } from "@/lib/server/http";
import { route } from "@/lib/server/route";
import { getMagicianSettings, updateMagicianSettings } from "@/lib/server/settings";
import { getAutoBalanceSettings, updateAutoBalanceSettings } from "@/lib/server/settings/auto-balance";
import { getCalendarSettings, updateCalendarSettings } from "@/lib/server/settings/calendars";
import { getWaitlistSettings, updateWaitlistSettings } from "@/lib/server/settings/waitlist";
import { getTextSettings, updateTextSettings } from "@/lib/server/settings/texts";
import { getMagicianTravel, updateMagicianTravel } from "@/lib/server/settings/travel";
import { magicianSettingsPatchSchema } from "@/lib/validation/settings";
import { settingsAnswer } from "@/lib/validation/answers/settings";

export const dynamic = "force-dynamic";

/**
 * GET /api/settings (magician only) → { displayName, contactEmail, contactPhone, businessAddress, googleReviewUrl,
 * legalName, vatNumber, homePostcode, travel: { mode, freeMiles, pencePerMile, minimumPence, maxMiles, areas: [{ area,
 * minutes, miles }] }, autoBalance: { enabled, daysBefore }, calendars: { allDayEventsBlock }, waitlist: { offerHours },
 * texts: { "booking-confirmed", reminder, "balance-due", "review-request", "on-my-way" } (each on or off) }:
 * the values in force, "" where there is none (lib/server/settings says where they live and their defaults).
 */
export const GET = route({ auth: "magician", response: { 200: settingsAnswer } }, async () =>
  Response.json({
    ...(await getMagicianSettings()),
    ...(await getMagicianTravel()),
    autoBalance: await getAutoBalanceSettings(),
    calendars: await getCalendarSettings(),
    waitlist: await getWaitlistSettings(),
    texts: await getTextSettings(),
  }),
);

/**
 * PATCH /api/settings (magician only) { displayName?, contactEmail?, contactPhone?, businessAddress?, googleReviewUrl?,
 * legalName?, vatNumber?, homePostcode?, travel?, autoBalance?, calendars?, waitlist?: { offerHours }, texts?: { kind: on } }: each field given is checked (a UK phone, an https
 * link, a UK VAT number kept as GB and its digits, a UK postcode; "" clears the phone, address, link, legal name, VAT
 * number or home postcode) and stored; `travel`, `autoBalance` and `calendars` are replaced whole. 400 { error, fieldErrors } for bad
 * input, keyed by the field's dotted path (`travel.areas.2.area`). Audited. → the settings in force afterwards.
 */
export const PATCH = route(
  { auth: "magician", body: magicianSettingsPatchSchema, response: { 200: settingsAnswer }, errors: ["bad_request"] },
  async ({ user, body }) => {
    const { homePostcode, travel, autoBalance, calendars, waitlist, texts, ...contact } = body;
    const given = Object.fromEntries(Object.entries(contact).filter(([, value]) => value !== undefined));
    if (
      Object.keys(given).length === 0 &&
      homePostcode === undefined &&
      travel === undefined &&
      !autoBalance &&
      !calendars &&
      !waitlist &&
      !texts
    )
      throw badRequest("Nothing to update.");
    const settings =
      Object.keys(given).length > 0 ? await updateMagicianSettings(user, given) : await getMagicianSettings();
    const travelSettings =
      homePostcode !== undefined || travel !== undefined
        ? await updateMagicianTravel(user, { homePostcode, travel })
        : await getMagicianTravel();
    const autoBalanceSettings = autoBalance
      ? await updateAutoBalanceSettings(user, autoBalance)
      : await getAutoBalanceSettings();
    const calendarSettings = calendars ? await updateCalendarSettings(user, calendars) : await getCalendarSettings();
    const waitlistSettings = waitlist ? await updateWaitlistSettings(user, waitlist) : await getWaitlistSettings();
    const textSettings = texts ? await updateTextSettings(user, texts) : await getTextSettings();
    return Response.json({
      ...settings,
      ...travelSettings,
      autoBalance: autoBalanceSettings,
      calendars: calendarSettings,
      waitlist: waitlistSettings,
      texts: textSettings,
    });
  },
);
