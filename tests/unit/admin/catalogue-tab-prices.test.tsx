// The Services tab shows a price as the public site does ("from £125"), with its hourly rate.
import { render, screen } from "@testing-library/react";

import { CatalogueTab } from "@/components/admin/catalogue-tab";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const closeUp = {
  id: 1,
  title: "Close-Up Magic",
  description: "Sleight of hand among your guests.",
  image: null,
  basePrice: 250,
  isActive: true,
};

describe("CatalogueTab prices", () => {
  it("shows a service's 'from' price, as on the landing page, and its hourly rate", () => {
    render(<CatalogueTab kind="service" items={[closeUp]} />);
    expect(screen.getByText("from £125")).toBeInTheDocument();
    expect(screen.getByText("(£250 per hour)")).toBeInTheDocument();
    expect(screen.queryByText("£250")).toBeNull();
  });

  it("shows a bar service's price and discount as they are", () => {
    render(
      <CatalogueTab kind="bar-service" items={[{ ...closeUp, title: "Magic Night", basePrice: 300, discount: 20 }]} />,
    );
    expect(screen.getByText("£300")).toBeInTheDocument();
    expect(screen.getByText("Discount: 20%")).toBeInTheDocument();
    expect(screen.queryByText(/per hour/)).toBeNull();
  });
});
