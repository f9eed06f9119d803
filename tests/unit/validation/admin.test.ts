import { fieldErrors } from "@/lib/validation/common";
import {
  CONVERT_LEAD_FORM_DEFAULTS,
  blockDaysSchema,
  convertLeadSchema,
  exportBookingsQuerySchema,
  insightsQuerySchema,
  leadStatusUpdateSchema,
} from "@/lib/validation/admin";
import { must } from "../../support/must";

describe("block days", () => {
  it("requires both dates in order", () => {
    expect(fieldErrors(blockDaysSchema.safeParse({ startDate: "", endDate: "" }).error!)).toEqual({
      startDate: "Start date is required.",
      endDate: "End date is required.",
    });
    expect(fieldErrors(blockDaysSchema.safeParse({ startDate: "2026-06-10", endDate: "2026-06-09" }).error!)).toEqual({
      endDate: "End date must be on or after the start date.",
    });
    expect(blockDaysSchema.safeParse({ startDate: "2026-06-10", endDate: "2026-06-10" }).success).toBe(true);
    expect(blockDaysSchema.safeParse({ startDate: "2026-01-01", endDate: "2027-06-01" }).success).toBe(false);
  });
});

describe("convert lead", () => {
  it("has the spec's defaults", () => {
    expect(CONVERT_LEAD_FORM_DEFAULTS).toMatchObject({
      guestCount: 1,
      duration: 60,
      totalAmount: 150,
      paymentType: "deposit",
    });
  });

  it("gives the spec's messages", () => {
    const r = convertLeadSchema.safeParse({
      eventLocation: "",
      eventAddress: "",
      eventDate: "",
      startTime: "",
      guestCount: 0,
      duration: "",
      totalAmount: 0,
      paymentType: "",
      selectedServices: [],
    });
    expect(fieldErrors(r.error!)).toEqual({
      eventLocation: "Event location is required",
      eventAddress: "Event address is required",
      eventDate: "Event date is required",
      startTime: "Start time is required",
      guestCount: "Guest count is required",
      duration: "Duration is required",
      totalAmount: "Total amount is required",
      paymentType: "Payment type is required",
      selectedServices: "At least one service must be selected",
    });
  });

  it("accepts a filled form", () => {
    const v = convertLeadSchema.parse({
      ...CONVERT_LEAD_FORM_DEFAULTS,
      clientEmail: "",
      eventLocation: "Hotel",
      eventAddress: "1 George Sq, Glasgow",
      eventDate: "2026-09-12",
      startTime: "18:00",
      selectedServices: [1, 2],
      paymentType: "full",
    });
    expect(v).toMatchObject({
      guestCount: 1,
      duration: 60,
      totalAmount: 150,
      paymentType: "full",
      selectedServices: [1, 2],
    });
    expect(v.clientEmail).toBeUndefined();
    expect(v.notes).toBeUndefined();
  });
});

describe("lead status", () => {
  it("accepts the four lead statuses", () => {
    for (const status of ["new", "contacted", "converted", "rejected"])
      expect(leadStatusUpdateSchema.safeParse({ status }).success).toBe(true);
    expect(leadStatusUpdateSchema.safeParse({ status: "won" }).success).toBe(false);
  });
});

describe("bookings export range", () => {
  it("takes both dates as optional: absent, null (a missing query parameter) and blank all mean no limit", () => {
    expect(exportBookingsQuerySchema.parse({})).toEqual({});
    expect(exportBookingsQuerySchema.parse({ from: null, to: "" })).toEqual({});
    expect(exportBookingsQuerySchema.parse({ from: "2026-01-01", to: "2026-01-01" })).toEqual({
      from: "2026-01-01",
      to: "2026-01-01",
    });
  });

  it("refuses malformed dates and an end before the start, by field", () => {
    expect(fieldErrors(exportBookingsQuerySchema.safeParse({ from: "01/02/2026", to: "2026-02-30" }).error!)).toEqual({
      from: "Please enter a date as yyyy-MM-dd.",
      to: "Please enter a date as yyyy-MM-dd.",
    });
    expect(fieldErrors(exportBookingsQuerySchema.safeParse({ from: "2026-03-02", to: "2026-03-01" }).error!)).toEqual({
      to: "The end date must be on or after the start date.",
    });
  });
});

describe("insights range", () => {
  const errorsOf = (query: Record<string, unknown>) =>
    fieldErrors(must(insightsQuerySchema.safeParse(query).error, `an error for ${JSON.stringify(query)}`));

  it("takes months as optional: absent, null and blank all mean the default window", () => {
    expect(insightsQuerySchema.parse({})).toEqual({});
    expect(insightsQuerySchema.parse({ from: null, to: "" })).toEqual({});
    expect(insightsQuerySchema.parse({ from: "2026-01", to: "2026-01" })).toEqual({ from: "2026-01", to: "2026-01" });
    expect(insightsQuerySchema.parse({ from: "2026-01", to: "2030-12" })).toEqual({ from: "2026-01", to: "2030-12" });
  });

  it("refuses malformed months, an end before the start and more than 60 months, by field", () => {
    expect(errorsOf({ from: "2026-13", to: "2026-1" })).toEqual({
      from: "Please enter a month as yyyy-MM.",
      to: "Please enter a month as yyyy-MM.",
    });
    for (const bad of ["2026-03-01", "March 2026", "1999-12", "0000-01", "2026-00", " 2026-03", "'; DROP"])
      expect(errorsOf({ from: bad })).toEqual({ from: "Please enter a month as yyyy-MM." });
    expect(errorsOf({ from: "2026-03", to: "2026-02" })).toEqual({
      to: "The end month must be on or after the start month.",
    });
    expect(errorsOf({ from: "2026-01", to: "2031-01" })).toEqual({ to: "Please choose at most 60 months." });
  });
});
