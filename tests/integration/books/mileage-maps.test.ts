// The mileage log takes its miles from the same drive data as the travel fee: with the maps service
// configured, its cached drives (travel_drives), and the travel table for a pair it cannot get.
import { GET as logRoute } from "@/app/api/admin/mileage/route";
import { RoutesStandIn } from "../travel/routes-standin";
import { db, resetAndSeed } from "../../support/db";
import { call, createBooking } from "../admin/helpers";

jest.setTimeout(120_000);

const standIn = new RoutesStandIn();
const saved = { ...process.env };

beforeAll(async () => {
  await resetAndSeed();
  process.env.GOOGLE_ROUTES_API_BASE = await standIn.start();
  process.env.GOOGLE_MAPS_SERVER_KEY = "test-maps-key";
  process.env.GOOGLE_ROUTES_TIMEOUT_MS = "2000";
});
afterAll(async () => {
  for (const key of ["GOOGLE_ROUTES_API_BASE", "GOOGLE_MAPS_SERVER_KEY", "GOOGLE_ROUTES_TIMEOUT_MS"]) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  await standIn.stop();
  await db.$disconnect();
});

it("home and between venues from the maps service (cached or asked), the table where it has no answer", async () => {
  await db.user.updateMany({ where: { role: "magician" }, data: { homePostcode: "G1 1AA" } });
  // cached: home ↔ Edinburgh
  await db.travelDrive.create({ data: { fromDistrict: "EH1", toDistrict: "G1", minutes: 70, miles: 44 } });
  // asked: Edinburgh → Kirkcaldy; Kirkcaldy ↔ home has no answer, so the table's KY row (55) counts
  standIn.routes.set("EH1, UK>KY1, UK", { seconds: 45 * 60, metres: 30 * 1609.344 });
  const a = await createBooking({
    eventDate: "2025-06-14",
    startTime: "14:00",
    status: "completed",
    eventLocation: "The Caves",
    eventPostcode: "EH1 1AA",
  });
  const b = await createBooking({
    eventDate: "2025-06-14",
    startTime: "19:00",
    status: "completed",
    eventLocation: "Beveridge Park",
    eventPostcode: "KY1 1AA",
  });

  const res = await call(logRoute as Parameters<typeof call>[0], "/api/admin/mileage?taxYear=2025-26");
  expect(res.status).toBe(200);
  expect(res.body.rows).toEqual([
    expect.objectContaining({ id: `booking-${a.id}`, from: "Home (G1 1AA)", miles: 44, milesFrom: "maps" }),
    expect.objectContaining({ id: `booking-${b.id}`, from: "The Caves (EH1 1AA)", miles: 30 + 55, milesFrom: "maps" }),
  ]);
  expect(res.body.totalMiles).toBe(44 + 85);
  // the answer was kept for the travel fee and the next read
  expect(
    await db.travelDrive.findUnique({ where: { fromDistrict_toDistrict: { fromDistrict: "EH1", toDistrict: "KY1" } } }),
  ).toMatchObject({ miles: 30 });
});
