import { render, screen } from "@testing-library/react";
import { QuoteAcceptance } from "@/components/quote/quote-acceptance";

const acceptance = { signedName: "Ada Lovelace", acceptedAt: "2027-03-01T10:00:00.000Z" };

describe("a signed quote on the client's page", () => {
  it("paid: links the booking page", () => {
    render(
      <QuoteAcceptance
        token="qt_test"
        quote={{ status: "paid", acceptance, bookingUrl: "/booking/abc", pendingPayment: null }}
      />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Accepted by Ada Lovelace on Monday, 1 March 2027.");
    expect(screen.getByRole("link", { name: "Open your booking" })).toHaveAttribute("href", "/booking/abc");
  });

  it("paid, its booking link replaced since: says where the link went, not that the payment is awaited", () => {
    render(
      <QuoteAcceptance
        token="qt_test"
        quote={{ status: "paid", acceptance, bookingUrl: null, pendingPayment: null }}
      />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Your booking link was e-mailed to you.");
    expect(screen.queryByText(/waiting for your payment/)).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("accepted, not paid yet: the payment is awaited", () => {
    render(
      <QuoteAcceptance
        token="qt_test"
        quote={{ status: "accepted", acceptance, bookingUrl: null, pendingPayment: null }}
      />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("We are waiting for your payment.");
  });
});
