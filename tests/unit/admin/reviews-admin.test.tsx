import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReviewLinkButton } from "@/components/admin/review-link-button";
import { ReviewsTab } from "@/components/admin/reviews-tab";
import type { AdminBooking, AdminReview } from "@/components/admin/types";
import { addDays, londonToday } from "@/lib/domain/dates";
import { toast } from "@/lib/toast";
import { callsTo, stubFetch } from "../../support/fetch-stub";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh }) }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const booking = (overrides: Partial<AdminBooking> = {}) =>
  ({
    id: 42,
    status: "completed",
    paymentStatus: "completed",
    eventDate: addDays(londonToday(), -2),
    startTime: "14:00",
    endTime: "15:00",
    ...overrides,
  }) as AdminBooking;

const review = (id: number, status: string, overrides: Partial<AdminReview> = {}): AdminReview => ({
  id,
  bookingId: 100 + id,
  rating: 5,
  text: `Review ${id}: a wonderful evening.`,
  displayName: id === 1 ? null : `Client ${id}`,
  status,
  clientName: `Customer ${id}`,
  eventType: "wedding",
  eventDate: "2027-03-27",
  createdAt: "2027-03-28T10:00:00.000Z",
  updatedAt: "2027-03-28T10:00:00.000Z",
  ...overrides,
});

beforeEach(() => {
  refresh.mockReset();
  (toast.success as jest.Mock).mockReset();
  (toast.error as jest.Mock).mockReset();
});

describe("Copy review link", () => {
  it("is offered only for a confirmed or completed booking whose event is over", () => {
    const { rerender } = render(<ReviewLinkButton booking={booking()} />);
    expect(screen.getByRole("button", { name: "Copy review link" })).toBeInTheDocument();
    for (const other of [
      booking({ status: "cancelled" }),
      booking({ status: "pending" }),
      booking({ status: "confirmed", eventDate: addDays(londonToday(), 3) }),
      booking({ paymentStatus: "cancelled" }),
    ]) {
      rerender(<ReviewLinkButton booking={other} />);
      expect(screen.queryByRole("button", { name: "Copy review link" })).toBeNull();
    }
  });

  it("copies the link the server gives, or shows it when the clipboard is refused", async () => {
    const url = "https://summonamagician.co.uk/review/16.1.abc";
    const fetchMock = stubFetch({ "/api/bookings/42/review-link": [{ status: 200, body: { url } }] });
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error("denied"));
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    render(<ReviewLinkButton booking={booking()} />);
    await user.click(screen.getByRole("button", { name: "Copy review link" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Review link copied", expect.any(String)));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(callsTo(fetchMock, "/api/bookings/42/review-link")).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Copy review link" }));
    expect(await screen.findByLabelText(/Copy this review link/)).toHaveValue(url);
  });
});

describe("ReviewsTab", () => {
  it("filters by status and publishes a pending review", async () => {
    const fetchMock = stubFetch({ "/api/reviews/1": [{ status: 200, body: review(1, "published") }] });
    const user = userEvent.setup();
    render(<ReviewsTab reviews={[review(1, "pending"), review(2, "published"), review(3, "hidden")]} />);
    expect(screen.getAllByRole("article")).toHaveLength(3);
    await user.click(screen.getByRole("button", { name: "Pending (1)" }));
    const pending = screen.getByRole("article", { name: "Review by Verified client" });
    expect(screen.getAllByRole("article")).toHaveLength(1);
    expect(within(pending).queryByRole("button", { name: "Hide" })).not.toBeNull();
    await user.click(within(pending).getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Review published", "It now shows on the site."));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([init.method, JSON.parse(String(init.body))]).toEqual(["PATCH", { status: "published" }]);
    expect(refresh).toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Published (2)" })).toBeInTheDocument();
  });

  it("shows a review's text and name as typed, markup included, never as elements", () => {
    const text = `Loved it </script><script>alert(1)</script> <b>bold</b> <img src=x onerror=alert(1)>`;
    const { container } = render(<ReviewsTab reviews={[review(1, "pending", { text, displayName: "<i>Eve</i>" })]} />);
    const card = screen.getByRole("article", { name: "Review by <i>Eve</i>" });
    expect(within(card).getByText(text)).toBeInTheDocument();
    expect(container.querySelector("script, b, img, i")).toBeNull();
  });
});
