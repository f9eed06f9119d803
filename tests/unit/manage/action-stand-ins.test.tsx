import { render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { CancelBookingStandIn, PayBalanceStandIn, RescheduleStandIn } from "@/components/manage/action-stand-ins";
import { CancelBooking } from "@/components/manage/cancel-booking";
import { PayBalance } from "@/components/manage/pay-balance";
import { CustomerRescheduleBooking } from "@/components/manage/customer-reschedule";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));

/** The markup with React's generated ids and the stand-ins' fixed ones made alike. */
const html = (node: React.ReactElement) =>
  renderToStaticMarkup(node)
    .replace(/_R_[0-9a-z]+_/g, "ID")
    .replace(/(pay|move)-stand-in/g, "ID")
    .replace(/ data-replay=""/g, "")
    // The stand-in's checked radio is reachable by Tab (tabindex 0) where Radix's FIRST render has -1
    // on every radio: Radix makes one tabbable only after mounting, which the stand-in cannot wait for.
    .replace(/(<button type="button" role="radio" aria-checked="true"[^>]*) tabindex="0"/g, '$1 tabindex="-1"');

// The page shows a stand-in until the visitor first points at, touches or focuses an action: if its
// markup differed from the real component's first render, the swap would move or restyle something.
describe("the booking page's stand-ins of Pay, Move and Cancel", () => {
  it("Cancel: the same markup as CancelBooking", () => {
    expect(html(<CancelBookingStandIn />)).toBe(html(<CancelBooking token="t" refundPence={13750} />));
  });

  it.each([
    [[{ kind: "balance", amount: 137.5 }]],
    [
      [
        { kind: "deposit", amount: 137.5 },
        { kind: "total", amount: 275 },
      ],
    ],
  ] as const)("Pay: the same markup as PayBalance (%j)", (options) => {
    const list = options.map((o) => ({ ...o }));
    expect(html(<PayBalanceStandIn options={list} />)).toBe(html(<PayBalance token="t" options={list} />));
  });

  it("Move: the same markup as CustomerRescheduleBooking", () => {
    expect(html(<RescheduleStandIn minDate="2027-01-02" />)).toBe(
      html(<CustomerRescheduleBooking token="t" remaining={2} minDate="2027-01-02" />),
    );
  });

  it("Pay: the chosen option is reachable by Tab before the code loads", () => {
    render(
      <PayBalanceStandIn
        options={[
          { kind: "deposit", amount: 137.5 },
          { kind: "total", amount: 275 },
        ]}
      />,
    );
    expect(screen.getByRole("radio", { name: /deposit/i })).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("radio", { name: /total/i })).toHaveAttribute("tabindex", "-1");
  });
});
