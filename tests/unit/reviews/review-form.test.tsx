import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { ReviewForm } from "@/components/reviews/review-form";
import { toast } from "@/lib/toast";
import { stubFetch } from "../../support/fetch-stub";
import { must } from "../../support/must";

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const GOOGLE = "https://g.page/r/CmagicGlasgow/review";
const TEXT = "An unforgettable evening, the guests loved it.";

async function fill(user: ReturnType<typeof userEvent.setup>, stars: number, name = "") {
  await user.click(screen.getByRole("radio", { name: new RegExp(`^${stars} stars?:`) }));
  await user.type(screen.getByLabelText("Your review"), TEXT);
  if (name) await user.type(screen.getByLabelText("Name to show (optional)"), name);
}

describe("ReviewForm", () => {
  beforeEach(() => (toast.error as jest.Mock).mockReset());

  it("offers the rating as an accessible radio group of five named stars", async () => {
    render(<ReviewForm token="tok" googleReviewUrl={null} />);
    const group = screen.getByRole("radiogroup", { name: "Your rating" });
    expect(group).toBeInTheDocument();
    const stars = screen.getAllByRole("radio");
    expect(stars.map((s) => s.getAttribute("aria-label"))).toEqual([
      "1 star: Poor",
      "2 stars: Fair",
      "3 stars: Good",
      "4 stars: Very good",
      "5 stars: Excellent",
    ]);
    const user = userEvent.setup();
    await user.click(must(stars[3], "the fourth star"));
    expect(stars[3]).toBeChecked();
    // one tab stop; arrow keys move along the stars, as in any radio group
    expect(stars.map((s) => s.tabIndex)).toEqual([-1, -1, -1, 0, -1]);
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "5 stars: Excellent" })).toHaveFocus();
  });

  it("shows the schema's messages on submit and sends nothing", async () => {
    const fetchMock = stubFetch({});
    const user = userEvent.setup();
    render(<ReviewForm token="tok" googleReviewUrl={null} />);
    await user.type(screen.getByLabelText("Your review"), "Too short");
    await user.click(screen.getByRole("button", { name: "Send my review" }));
    expect(await screen.findByText("Please choose a rating from 1 to 5 stars.")).toBeInTheDocument();
    expect(screen.getByText("Please write at least 10 characters.")).toBeInTheDocument();
    expect(screen.getByRole("radiogroup", { name: "Your rating" })).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the review with the token, then thanks and offers Google after 5 stars when a link exists", async () => {
    const fetchMock = stubFetch({ "/api/reviews": [{ status: 201, body: { id: 9 } }] });
    const user = userEvent.setup();
    render(<ReviewForm token="tok-123" googleReviewUrl={GOOGLE} />);
    await fill(user, 5, "Sarah & James");
    await user.click(screen.getByRole("button", { name: "Send my review" }));
    expect(await screen.findByRole("heading", { name: "Thank you for your review!" })).toHaveFocus();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/reviews");
    expect(JSON.parse(String(init.body))).toEqual({
      token: "tok-123",
      rating: 5,
      text: TEXT,
      displayName: "Sarah & James",
    });
    const google = screen.getByRole("link", { name: /Share it on Google too/ });
    expect(google).toHaveAttribute("href", GOOGLE);
    expect(google).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("does not offer Google after 3 stars, nor without a link", async () => {
    stubFetch({ "/api/reviews": [{ status: 201, body: { id: 9 } }] });
    const user = userEvent.setup();
    const { unmount } = render(<ReviewForm token="tok" googleReviewUrl={GOOGLE} />);
    await fill(user, 3);
    await user.click(screen.getByRole("button", { name: "Send my review" }));
    await screen.findByRole("heading", { name: "Thank you for your review!" });
    expect(screen.queryByRole("link", { name: /Google/ })).toBeNull();
    unmount();
    render(<ReviewForm token="tok" googleReviewUrl={null} />);
    await fill(user, 5);
    await user.click(screen.getByRole("button", { name: "Send my review" }));
    await screen.findByRole("heading", { name: "Thank you for your review!" });
    expect(screen.queryByRole("link", { name: /Google/ })).toBeNull();
  });

  it("shows the server's field messages, and says so when the link was used meanwhile", async () => {
    stubFetch({
      "/api/reviews": [
        {
          status: 400,
          body: {
            error: "The name contains invisible control characters. Please remove them.",
            fieldErrors: { displayName: "The name contains invisible control characters. Please remove them." },
          },
        },
        { status: 409, body: { error: "This review link has already been used." } },
      ],
    });
    const user = userEvent.setup();
    render(<ReviewForm token="tok" googleReviewUrl={null} />);
    await fill(user, 4, "Sarah");
    await user.click(screen.getByRole("button", { name: "Send my review" }));
    expect(
      await screen.findByText("The name contains invisible control characters. Please remove them."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send my review" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This review link has already been used.");
    expect(screen.queryByRole("button", { name: "Send my review" })).toBeNull();
  });

  it("keeps the form and toasts when the server fails", async () => {
    stubFetch({ "/api/reviews": [{ status: 500, body: { error: "Something went wrong. Please try again later." } }] });
    const user = userEvent.setup();
    render(<ReviewForm token="tok" googleReviewUrl={null} />);
    await fill(user, 4);
    await user.click(screen.getByRole("button", { name: "Send my review" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Review not sent", "Something went wrong. Please try again later."),
    );
    expect(screen.getByRole("button", { name: "Send my review" })).toBeEnabled();
  });
});
