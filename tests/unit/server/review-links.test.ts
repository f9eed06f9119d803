import { parseEnv } from "@/lib/server/env";
import { manageToken, parseManageToken } from "@/lib/server/links/booking-page";
import { reviewsBadgeHtml } from "@/lib/server/reviews/badge";
import { parseReviewToken, reviewPath, reviewToken, reviewUrl } from "@/lib/server/links/review-form";

describe("review links", () => {
  it("round-trip and refuse any change", () => {
    const token = reviewToken(1234, 2);
    expect(token).toMatch(/^[0-9a-z]+\.[0-9a-z]+\.[A-Za-z0-9_-]{22}$/);
    expect(parseReviewToken(token)).toEqual({ bookingId: 1234, version: 2 });
    const [id, version, mac] = token.split(".");
    expect(parseReviewToken(`${(1235).toString(36)}.${version}.${mac}`)).toBeNull();
    expect(parseReviewToken(`${id}.3.${mac}`)).toBeNull();
    for (const junk of ["", "nonsense", `${token}x`]) expect(parseReviewToken(junk)).toBeNull();
  });

  it("are not booking-page links, and booking-page links are not review links (the purpose is in the MAC)", () => {
    const review = reviewToken(77, 1);
    const manage = manageToken(77, 1);
    expect(review).not.toBe(manage);
    expect(parseManageToken(review)).toBeNull();
    expect(parseReviewToken(manage)).toBeNull();
    expect(parseManageToken(manage)).toEqual({ bookingId: 77, version: 1 });
  });

  it("are built on the site's origin", () => {
    const saved = process.env.SITE_URL;
    process.env.SITE_URL = "https://summonamagician.co.uk/";
    try {
      expect(reviewPath(5, 1)).toBe(`/review/${reviewToken(5, 1)}`);
      expect(reviewUrl(5, 1)).toBe(`https://summonamagician.co.uk/review/${reviewToken(5, 1)}`);
    } finally {
      if (saved === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = saved;
    }
  });
});

describe("GOOGLE_REVIEW_URL", () => {
  const parse = (value?: string) =>
    parseEnv({ NODE_ENV: "development", GOOGLE_REVIEW_URL: value } as NodeJS.ProcessEnv).GOOGLE_REVIEW_URL;
  it("is optional, and must be an https link when set", () => {
    expect(parse()).toBeUndefined();
    expect(parse("  ")).toBeUndefined();
    expect(parse("https://g.page/r/CabcDEF/review")).toBe("https://g.page/r/CabcDEF/review");
    expect(() => parse("http://g.page/r/x/review")).toThrow(/GOOGLE_REVIEW_URL/);
    expect(() => parse("javascript:alert(1)")).toThrow(/GOOGLE_REVIEW_URL/);
  });
});

describe("the reviews badge", () => {
  it("shows the real average and count", () => {
    const html = reviewsBadgeHtml({ averageRating: 4.7, count: 12 });
    expect(html).toContain('<div class="score">4.7</div>');
    expect(html).toContain("<title>Client Reviews — 4.7 out of 5 from 12 verified client reviews</title>");
    expect(html).toContain('aria-label="Rated 4.7 out of 5 from 12 verified client reviews"');
    expect(html.match(/fill="#f3c94f"/g)).toHaveLength(5);
    expect(reviewsBadgeHtml({ averageRating: 3.4, count: 1 }).match(/fill="#f3c94f"/g)).toHaveLength(3);
    expect(reviewsBadgeHtml({ averageRating: 3.4, count: 1 })).toContain("1 verified client review ");
  });

  it("claims no rating while there are no published reviews", () => {
    const html = reviewsBadgeHtml({ averageRating: null, count: 0 });
    expect(html).not.toMatch(/out of 5/);
    expect(html).not.toContain('fill="#f3c94f"');
    expect(html).toContain("No verified client reviews yet");
  });
});
