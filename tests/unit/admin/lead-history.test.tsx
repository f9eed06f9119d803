import { render, screen } from "@testing-library/react";
import { LeadHistory } from "@/components/admin/lead-history";
import type { LeadDto } from "@/components/admin/types";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const lead: LeadDto = {
  id: 7,
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "07700 900123",
  eventType: "wedding",
  location: null,
  message: "A wedding in June",
  status: "new",
  createdAt: new Date().toISOString(),
  booking: null,
  notes: [],
};

describe("Lead History pages", () => {
  it("links the older leads from the first page, and offers no way back there", () => {
    render(<LeadHistory leads={[lead]} services={[]} olderHref="/admin/leads?cursor=abc" firstPage />);
    expect(screen.getByRole("link", { name: "Older leads" })).toHaveAttribute("href", "/admin/leads?cursor=abc");
    expect(screen.queryByRole("link", { name: "Newest leads" })).toBeNull();
  });

  it("on the last page links back to the newest leads only", () => {
    render(<LeadHistory leads={[lead]} services={[]} olderHref={null} firstPage={false} />);
    expect(screen.getByRole("link", { name: "Newest leads" })).toHaveAttribute("href", "/admin/leads");
    expect(screen.queryByRole("link", { name: "Older leads" })).toBeNull();
  });

  it("says there are no leads only on the first page, with no page links", () => {
    render(<LeadHistory leads={[]} services={[]} />);
    expect(screen.getByText("No leads yet")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Lead history pages" })).toBeNull();
  });

  it("one lead's own page is titled with it and links the whole history", () => {
    render(<LeadHistory leads={[lead]} services={[]} single />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Lead from Ada Lovelace");
    expect(screen.getByRole("link", { name: "All leads" })).toHaveAttribute("href", "/admin/leads");
    expect(screen.queryByRole("link", { name: "Older leads" })).toBeNull();
  });
});
