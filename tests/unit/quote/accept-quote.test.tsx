import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AcceptQuote } from "@/components/quote/accept-quote";
import { callsTo, stubFetch } from "../../support/fetch-stub";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock(
  "next/dynamic",
  () => () =>
    function PaymentForm() {
      return <p>The payment form</p>;
    },
);

const TOKEN = "5.1.abc";
const ACCEPT = `/api/quote/${TOKEN}/accept`;
const SHA = "a".repeat(64);
const answer = { status: 200, body: { clientSecret: "pi_demo_x_secret_y", amountPence: 5000, bookingId: 3 } };

function setup() {
  render(
    <AcceptQuote
      token={TOKEN}
      agreementText="Agreement"
      agreementSha256={SHA}
      dueNowPence={5000}
      clientName="Ada Lovelace"
    />,
  );
}

describe("signing a quote", () => {
  it("with the client's name, accepts at once", async () => {
    const fetchMock = stubFetch({ [ACCEPT]: [answer] });
    setup();
    await userEvent.type(screen.getByLabelText("Type your full name to sign"), "ada lovelace");
    await userEvent.click(screen.getByRole("button", { name: "Accept and pay £50.00" }));
    await screen.findByText("The payment form");
    expect(JSON.parse(callsTo(fetchMock, ACCEPT)[0][1].body)).toEqual({
      signedName: "ada lovelace",
      agreementSha256: SHA,
    });
  });

  it("with another name, asks first; 'Sign anyway' accepts with the confirmation", async () => {
    const fetchMock = stubFetch({ [ACCEPT]: [answer] });
    setup();
    await userEvent.type(screen.getByLabelText("Type your full name to sign"), "Bob Builder");
    await userEvent.click(screen.getByRole("button", { name: "Accept and pay £50.00" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You signed as Bob Builder but the quote is for Ada Lovelace. Sign anyway?",
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Sign anyway" }));
    await screen.findByText("The payment form");
    expect(JSON.parse(callsTo(fetchMock, ACCEPT)[0][1].body)).toEqual({
      signedName: "Bob Builder",
      agreementSha256: SHA,
      confirmOtherName: true,
    });
  });

  it("'Change the name' goes back to the field, and nothing is sent", async () => {
    const fetchMock = stubFetch({ [ACCEPT]: [answer] });
    setup();
    const field = screen.getByLabelText("Type your full name to sign");
    await userEvent.type(field, "Bob Builder");
    await userEvent.click(screen.getByRole("button", { name: "Accept and pay £50.00" }));
    await userEvent.click(await screen.findByRole("button", { name: "Change the name" }));
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.queryByRole("alert")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a press replayed as soon as the page is hydrated signs with the name typed before it", async () => {
    const fetchMock = stubFetch({ [ACCEPT]: [answer] });
    setup();
    // typed into the server's HTML: in the field, never seen by React as a change
    const field = screen.getByLabelText<HTMLInputElement>("Type your full name to sign");
    field.value = "Ada Lovelace";
    screen.getByRole("button", { name: "Accept and pay £50.00" }).click();
    await screen.findByText("The payment form");
    expect(JSON.parse(callsTo(fetchMock, ACCEPT)[0][1].body)).toEqual({
      signedName: "Ada Lovelace",
      agreementSha256: SHA,
    });
  });
});
