import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AwaitingPaymentCard } from "@/components/admin/awaiting-payment-card";

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const inMinutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

it("lists unpaid checkouts from today on request, held ones and expired ones told apart", async () => {
  const rows = [
    {
      id: 1,
      clientName: "Ada Held",
      clientEmail: "ada@example.com",
      eventDate: "2027-06-01",
      startTime: "14:00",
      endTime: "15:00",
      totalAmount: 275,
      status: "awaiting_payment",
      holdExpiresAt: inMinutes(9.5),
      paymentFailureReason: null,
    },
    {
      id: 2,
      clientName: "Bo Late",
      clientEmail: "bo@example.com",
      eventDate: "2027-06-02",
      startTime: "18:00",
      endTime: "19:00",
      totalAmount: 1500,
      status: "awaiting_payment",
      holdExpiresAt: inMinutes(-1),
      paymentFailureReason: null,
    },
    {
      id: 3,
      clientName: "Cy Gone",
      clientEmail: "cy@example.com",
      eventDate: "2027-06-03",
      startTime: "20:00",
      endTime: "21:00",
      totalAmount: 275,
      status: "expired",
      holdExpiresAt: null,
      paymentFailureReason: "Your card was declined.",
    },
  ];
  const fetchMock = jest
    .fn()
    .mockResolvedValue({ ok: true, status: 200, statusText: "", text: async () => JSON.stringify(rows) });
  global.fetch = fetchMock as unknown as typeof fetch;
  render(<AwaitingPaymentCard today="2026-11-23" />);
  expect(screen.queryByRole("list", { name: "Awaiting payment" })).toBeNull();
  await userEvent.click(screen.getByRole("button", { name: "Show awaiting payment" }));
  const list = await screen.findByRole("list", { name: "Awaiting payment" });
  expect(String(fetchMock.mock.calls[0][0])).toBe("/api/bookings?status=awaiting_payment&from=2026-11-23");
  const items = within(list).getAllByRole("listitem");
  expect(items[0]).toHaveTextContent("AWAITING PAYMENT");
  expect(items[0]).toHaveTextContent("Place held for 10 more minutes.");
  expect(items[1]).toHaveTextContent("EXPIRED");
  expect(items[1]).toHaveTextContent("£1,500.00");
  expect(items[2]).toHaveTextContent("EXPIRED");
  expect(items[2]).toHaveTextContent("Your card was declined.");
});
