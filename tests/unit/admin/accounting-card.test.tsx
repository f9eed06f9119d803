import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AccountingCard } from "@/components/admin/accounting/accounting-card";
import { callsTo, stubFetch } from "../../support/fetch-stub";

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const SUMMARY = { providers: ["xero", "freeagent"], connected: null, pending: 0, failed: 0 };

describe("AccountingCard", () => {
  it("offers to connect the configured systems (a link to the connect route), greying out the others", async () => {
    stubFetch({
      "/api/admin/accounting/connection": [
        { status: 200, body: { configured: { xero: true, freeagent: false }, connection: null } },
      ],
      "/api/admin/accounting": [{ status: 200, body: SUMMARY }],
    });
    render(<AccountingCard />);
    expect(await screen.findByRole("link", { name: "Connect Xero" })).toHaveAttribute(
      "href",
      "/api/admin/accounting/connect?provider=xero",
    );
    expect(screen.getByRole("button", { name: "Connect FreeAgent" })).toBeDisabled();
  });

  it("connected: the organisation to choose among several, then the bank account, the send-from date and the counts", async () => {
    const connection = {
      provider: "xero",
      since: "2026-11-28T10:00:00.000Z",
      organisations: [
        { id: "t1", name: "Jo Magic Ltd" },
        { id: "t2", name: "Side Hustle" },
      ],
      organisation: { id: "t1", name: "Jo Magic Ltd" },
      bankAccount: null,
      sendFrom: "2026-11-28",
    };
    const view = { configured: { xero: true, freeagent: false }, connection };
    const chosen = { ...view, connection: { ...connection, bankAccount: { id: "b1", name: "Current" } } };
    const fetchMock = stubFetch({
      "/api/admin/accounting/connection": [{ status: 200, body: view }],
      "/api/admin/accounting": [
        {
          status: 200,
          body: {
            ...SUMMARY,
            connected: { provider: "xero", organisation: "Jo Magic Ltd", since: connection.since },
            pending: 3,
            failed: 1,
          },
        },
      ],
      "/api/admin/accounting/bank-accounts": [{ status: 200, body: { bankAccounts: [{ id: "b1", name: "Current" }] } }],
      "/api/admin/accounting/bank-account": [{ status: 200, body: chosen }],
    });
    render(<AccountingCard />);
    expect(await screen.findByText(/3 waiting · 1 failed/)).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Jo Magic Ltd" })).toBeChecked();
    expect(screen.getByText("Payments and refunds wait until you choose one.")).toBeInTheDocument();
    await userEvent.click(await screen.findByRole("radio", { name: "Current" }));
    await waitFor(() => expect(callsTo(fetchMock, "/api/admin/accounting/bank-account")).toHaveLength(1));
    const [, init] = callsTo(fetchMock, "/api/admin/accounting/bank-account")[0]!;
    expect(JSON.parse(init.body)).toEqual({ id: "b1" });
    expect(screen.getByLabelText("Send documents issued from")).toHaveValue("2026-11-28");
    expect(screen.getByRole("button", { name: "Disconnect Xero" })).toBeInTheDocument();
  });
});
