import { fireEvent, render, screen, within } from "@testing-library/react";
import { MagicianDashboard, type MagicianDashboardData } from "@/components/admin/magician-dashboard";
import { OutboxTab } from "@/components/admin/outbox-tab";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ refresh: jest.fn(), replace: jest.fn() }),
  usePathname: () => "/admin/magician",
  useSearchParams: () => new URLSearchParams("tab=outbox"),
}));

const ROW = {
  id: 7,
  to: "morag@example.co.uk",
  subject: "Your booking is confirmed (#1042)",
  kind: "booking_confirmation",
  status: "pending",
  createdAt: "2027-03-01T12:00:00.000Z",
};
const MAIL = {
  ...ROW,
  text: "Dear Morag,\n\nYour booking page: https://site.example/booking/x",
  html: '<!DOCTYPE html><html><body><a href="https://site.example/booking/x">See your booking</a></body></html>',
  attachments: ["booking-1042.ics"],
};

/** What apiFetch reads of an answer. */
function answer(body: unknown) {
  return Promise.resolve({ ok: true, status: 200, statusText: "", text: async () => JSON.stringify(body) });
}

const EMPTY: MagicianDashboardData = {
  today: "2027-03-01",
  stats: { upcomingBookings: 0, totalRevenuePence: 0 },
  leads: [],
  newestBookings: [],
  calendarDays: [],
  blockedDays: [],
  blockedHours: [],
  services: [],
  barServices: [],
  promotions: [],
  timer: 5,
  auditLog: [],
  reviews: [],
};

const TEXT = {
  id: 3,
  bookingId: 1042,
  kind: "booking-confirmed",
  to: "+447700900123",
  body: "Summon a Magician: Your booking #1042 is confirmed. Reply STOP to opt out.",
  segments: 1,
  encoding: "GSM-7",
  status: "pending",
  sendAfter: "2027-03-02T08:00:00.000Z",
  createdAt: "2027-03-01T22:00:00.000Z",
};

beforeEach(() => {
  global.fetch = jest.fn((url: RequestInfo | URL) =>
    String(url).endsWith("/api/admin/outbox/texts")
      ? answer({ texts: [TEXT] })
      : String(url).endsWith("/api/admin/outbox")
        ? answer({ mail: [ROW] })
        : String(url).endsWith("/api/admin/outbox/7")
          ? answer(MAIL)
          : answer({}),
  ) as unknown as typeof fetch;
});

it("lists queued mail and shows one as it would be sent: the HTML in a sandboxed frame and the plain text", async () => {
  render(<OutboxTab />);
  const list = await screen.findByRole("list", { name: "Queued e-mail" });
  const row = within(list).getByRole("button", { name: /Your booking is confirmed \(#1042\)/ });
  expect(row).toHaveTextContent("To: morag@example.co.uk");
  expect(row).toHaveTextContent("booking_confirmation");
  expect(row).toHaveTextContent("pending");
  fireEvent.click(row);
  const frame = await screen.findByTitle("E-mail: Your booking is confirmed (#1042)");
  expect(frame.tagName).toBe("IFRAME");
  expect(frame).toHaveAttribute("sandbox", "");
  expect(frame).toHaveAttribute("srcdoc", MAIL.html);
  expect(frame).toHaveStyle({ width: "390px" });
  fireEvent.click(screen.getByRole("button", { name: "Desktop (600 px)" }));
  expect(frame).toHaveStyle({ width: "600px" });
  expect(screen.getByRole("region", { name: "Plain text" })).toHaveTextContent(
    "Your booking page: https://site.example/booking/x",
  );
  expect(screen.getByText(/attached: booking-1042\.ics/)).toBeInTheDocument();
});

it("has the Outbox tab only while mail stays in the outbox", () => {
  const { unmount } = render(<MagicianDashboard data={{ ...EMPTY, mailOutbox: true }} />);
  expect(screen.getByRole("tab", { name: "Outbox" })).toHaveAttribute("aria-selected", "true");
  unmount();
  render(<MagicianDashboard data={{ ...EMPTY, mailOutbox: false }} />);
  expect(screen.queryByRole("tab", { name: "Outbox" })).toBeNull();
  // ?tab=outbox without the tab falls back to the first tab
  expect(screen.getByRole("tab", { name: "Leads" })).toHaveAttribute("aria-selected", "true");
});

it("shows the queued texts beside the mail while texts stay in the outbox, with their segments and quiet-hours wait", async () => {
  render(<OutboxTab mail texts />);
  const list = await screen.findByRole("list", { name: "Queued texts" });
  const item = within(list).getByRole("listitem");
  expect(item).toHaveTextContent("To: +447700900123");
  expect(item).toHaveTextContent(TEXT.body);
  expect(item).toHaveTextContent("booking-confirmed · 1 segment (GSM-7) · booking #1042");
  expect(item).toHaveTextContent(/not before/);
  expect(await screen.findByRole("list", { name: "Queued e-mail" })).toBeInTheDocument();
});

it("has the Outbox tab when only texts stay in the outbox", () => {
  render(<MagicianDashboard data={{ ...EMPTY, mailOutbox: false, textOutbox: true }} />);
  expect(screen.getByRole("tab", { name: "Outbox" })).toHaveAttribute("aria-selected", "true");
});
