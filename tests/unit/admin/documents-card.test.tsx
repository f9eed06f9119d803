import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DocumentsCard } from "@/components/admin/documents-card";
import { BookingDocuments } from "@/components/manage/booking-documents";
import { callsTo, stubFetch } from "../../support/fetch-stub";

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

describe("DocumentsCard", () => {
  it("offers the CSV export, and lists the latest documents with their PDFs when asked", async () => {
    const fetchMock = stubFetch({
      "/api/admin/documents": [
        {
          status: 200,
          body: [
            {
              number: "SAM-2027-0002",
              kind: "credit-note",
              issuedOn: "2027-01-06",
              customer: "Ada Lovelace",
              grossPence: -5000,
              vatPence: -833,
              bookingId: 7,
              creditsNumber: "SAM-2027-0001",
              url: "/api/admin/documents/SAM-2027-0002.pdf",
            },
          ],
        },
      ],
    });
    render(<DocumentsCard />);
    expect(screen.getByRole("link", { name: "Export documents (CSV)" })).toHaveAttribute(
      "href",
      "/api/admin/export/documents.csv",
    );
    expect(callsTo(fetchMock, "/api/admin/documents")).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Show latest documents" }));
    const link = await screen.findByRole("link", { name: "Credit note SAM-2027-0002" });
    expect(link).toHaveAttribute("href", "/api/admin/documents/SAM-2027-0002.pdf");
    expect(screen.getByText("-£50.00")).toBeInTheDocument();
    expect(screen.getByText(/credits SAM-2027-0001/)).toBeInTheDocument();
  });
});

describe("DocumentsCard with an accounting system connected", () => {
  it("shows each document's state there, the provider's reason of a failure and a Retry that asks again", async () => {
    const row = (number: string) => ({
      number,
      kind: "invoice",
      issuedOn: "2027-01-05",
      customer: "Ada Lovelace",
      grossPence: 27500,
      vatPence: 4583,
      bookingId: 7,
      creditsNumber: null,
      url: `/api/admin/documents/${number}.pdf`,
    });
    const fetchMock = stubFetch({
      "/api/admin/documents": [{ status: 200, body: [row("SAM-2027-0001"), row("SAM-2027-0002")] }],
      "/api/admin/accounting/documents": [
        {
          status: 200,
          body: {
            connected: true,
            documents: [
              { number: "SAM-2027-0001", state: "sent", reason: null },
              { number: "SAM-2027-0002", state: "failed", reason: "Xero: Account code '200' is not valid." },
            ],
          },
        },
      ],
      "/api/admin/accounting/documents/SAM-2027-0002/retry": [{ status: 204, body: null }],
    });
    render(<DocumentsCard />);
    await userEvent.click(screen.getByRole("button", { name: "Show latest documents" }));
    expect(await screen.findByText("Accounts: Sent")).toBeInTheDocument();
    expect(screen.getByText("Accounts: Failed")).toBeInTheDocument();
    expect(screen.getByText("Xero: Account code '200' is not valid.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(callsTo(fetchMock, "/api/admin/accounting/documents/SAM-2027-0002/retry")).toHaveLength(1);
  });
});

describe("BookingDocuments", () => {
  it("lists each document as a PDF link with its amount and date; nothing when there are none", () => {
    const { container, rerender } = render(<BookingDocuments documents={[]} />);
    expect(container).toBeEmptyDOMElement();
    rerender(
      <BookingDocuments
        documents={[
          {
            number: "SAM-2027-0001",
            kind: "invoice",
            amountPence: 27500,
            issuedAt: "2027-01-05T10:00:00.000Z",
            url: "/api/manage/t/documents/SAM-2027-0001.pdf",
          },
        ]}
      />,
    );
    expect(screen.getByRole("region", { name: "Documents" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "VAT invoice SAM-2027-0001 (PDF)" })).toHaveAttribute(
      "href",
      "/api/manage/t/documents/SAM-2027-0001.pdf",
    );
    expect(screen.getByText("£275.00, Tuesday, 5 January 2027")).toBeInTheDocument();
  });
});
