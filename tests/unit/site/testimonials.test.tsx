import { render, screen, within } from "@testing-library/react";

import { TestimonialsSection } from "@/components/site/testimonials-section";
import { WRITTEN_TESTIMONIALS, initialsOf, testimonialsToShow } from "@/components/site/testimonials";
import type { PublicReview } from "@/lib/domain/reviews";

const review = (id: number, createdAt: string, overrides: Partial<PublicReview> = {}): PublicReview => ({
  id,
  rating: 5,
  text: `Review number ${id}, a wonderful evening.`,
  displayName: `Client ${id}`,
  eventType: "wedding",
  createdAt,
  ...overrides,
});

describe("testimonials to show", () => {
  it("falls back to the three written testimonials while there are fewer than three published reviews", () => {
    expect(testimonialsToShow([])).toEqual({ source: "written", items: WRITTEN_TESTIMONIALS });
    expect(testimonialsToShow([review(1, "2027-01-01T10:00:00Z"), review(2, "2027-01-02T10:00:00Z")])).toEqual({
      source: "written",
      items: WRITTEN_TESTIMONIALS,
    });
    expect(WRITTEN_TESTIMONIALS.map((t) => t.author)).toEqual(["Sarah & James", "Michael Thompson", "Emma Wilson"]);
  });

  it("shows the three newest published reviews once there are three or more, never mixed with the written ones", () => {
    const shown = testimonialsToShow([
      review(1, "2027-01-01T10:00:00Z"),
      review(4, "2027-04-01T10:00:00Z", { displayName: null, eventType: "corporate", rating: 4 }),
      review(2, "2027-02-01T10:00:00Z"),
      review(3, "2027-03-01T10:00:00Z"),
    ]);
    expect(shown.source).toBe("reviews");
    expect(shown.items.map((t) => t.id)).toEqual([4, 3, 2]);
    expect(shown.items[0]).toEqual({
      id: 4,
      content: "Review number 4, a wonderful evening.",
      author: "Verified client",
      role: "Corporate Event, April 2027",
      avatar: "VC",
      rating: 4,
    });
  });

  it("draws initials from letters only", () => {
    expect(initialsOf("Sarah & James")).toBe("SJ");
    expect(initialsOf("émile zola jr")).toBe("ÉZ");
    expect(initialsOf("!!!")).toBe("★");
  });
});

describe("TestimonialsSection", () => {
  it("renders the written testimonials by default and reviews with their own star rating", () => {
    const { rerender } = render(<TestimonialsSection />);
    expect(screen.getByText("Sarah & James")).toBeInTheDocument();
    expect(screen.getAllByRole("img", { name: "Rated 5 out of 5" })).toHaveLength(3);
    const reviews = testimonialsToShow([
      review(1, "2027-01-01T10:00:00Z", { rating: 4 }),
      review(2, "2027-02-01T10:00:00Z"),
      review(3, "2027-03-01T10:00:00Z", { rating: 3 }),
    ]);
    rerender(<TestimonialsSection testimonials={reviews} />);
    expect(screen.queryByText("Sarah & James")).toBeNull();
    expect(screen.getByText("Verified reviews from clients, written after their events.")).toBeInTheDocument();
    const cards = screen.getAllByRole("listitem");
    expect(cards.map((card) => within(card).getByRole("img").getAttribute("aria-label"))).toEqual([
      "Rated 3 out of 5",
      "Rated 5 out of 5",
      "Rated 4 out of 5",
    ]);
    expect(document.querySelector("iframe[src='/reviews-badge.html']")).not.toBeNull();
  });
});
