import { render, screen } from "@testing-library/react";
import { BookingSuccessView } from "@/components/booking/pending-booking-views";
import { callsTo, stubFetch } from "../../support/fetch-stub";

jest.mock("next/dynamic", () => () => () => null);

beforeEach(() => sessionStorage.clear());

describe("/booking-success", () => {
  it("asks the server with the payment's client secret and shows what it says, not what the query claims", async () => {
    const fetchMock = stubFetch({ "/api/payments/outcome": [{ status: 200, body: { status: "not-found" } }] });
    render(<BookingSuccessView paymentIntent="pi_x" clientSecret="pi_x_secret_y" redirectStatus="succeeded" />);
    expect(await screen.findByRole("heading", { name: "No booking found for this payment" })).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, "/api/payments/outcome")[0][1].body))).toEqual({
      clientSecret: "pi_x_secret_y",
    });
  });

  it("shows the confirmed booking with its page, or that it is still processing", async () => {
    stubFetch({
      "/api/payments/outcome": [
        { status: 200, body: { status: "confirmed", manageUrl: "http://localhost/booking/abc" } },
      ],
    });
    render(<BookingSuccessView paymentIntent="pi_x" clientSecret="pi_x_secret_y" redirectStatus="succeeded" />);
    expect(await screen.findByRole("heading", { name: "Booking Successful!" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See your booking" })).toHaveAttribute("href", "/booking/abc");
  });

  it("without a client secret or a matching checkout, it claims nothing", async () => {
    stubFetch({});
    render(<BookingSuccessView paymentIntent="pi_forged" redirectStatus="succeeded" />);
    expect(await screen.findByRole("heading", { name: "No booking found for this payment" })).toBeInTheDocument();
  });
});
