/**
 * @jest-environment node
 */
// E-mails as they leave the server: each kind's HTML has its main action as a real button link and
// the same link as text, the brand, and a plain-text twin that says the same. (That the serializer
// writes what @react-email/render writes: tests/integration/mail/render-parity.test.ts.)
import { Component, useState } from "react";
import { renderEmailMarkup } from "@/lib/server/mail/markup";
import { mailBody } from "@/lib/server/mail/compose";
import { toHtml } from "@/lib/server/mail/format";
import { mailSamples } from "@/lib/server/mail/samples";

const SITE = "https://summonamagician.example";
process.env.SITE_URL = SITE;
process.env.LINK_SECRET = "sample-link-secret-0123456789";

const decode = (value: string) => value.replace(/&amp;/g, "&");
/** Every <a href> in the HTML with what it shows. */
function anchors(html: string): { href: string; inner: string }[] {
  return [...html.matchAll(/<a href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({
    href: decode(m[1]!),
    inner: m[2]!.replace(/<!--[\s\S]*?-->/g, "").replace(/<[^>]+>/g, ""),
  }));
}

const BUTTONS: Record<string, string> = {
  booking_confirmation: "See your booking",
  customer_reminder_7d: "Pay the balance",
  booking_moved_client: "See your booking",
  payment_received_client: "See your booking",
  enquiry_booking_client: "See your booking and pay",
  bar_welcome: "Sign in to your dashboard",
  review_request: "Leave your review",
  booking_link_client: "See your booking",
  quote: "Accept the quote",
};

describe("every kind of e-mail", () => {
  const samples = mailSamples();

  it("has a sample for each kind, each once", () => {
    expect(new Set(samples.map((s) => s.kind)).size).toBe(samples.length);
    expect(samples.length).toBeGreaterThanOrEqual(23);
  });

  it.each(samples.map((s) => [s.kind, s] as const))(
    "%s: branded HTML with real links and a plain-text twin",
    (_kind, mail) => {
      const html = mail.html!;
      expect(html.startsWith("<!DOCTYPE html")).toBe(true);
      expect(html).toContain(">Summon a Magician</p>");
      expect(html).toContain("background-color:#090a20");
      // the text twin: the spec's wording, no markup
      expect(mail.text).not.toMatch(/<[a-z]/i);
      const links = anchors(html);
      const label = BUTTONS[mail.kind];
      if (label) {
        const button = links.filter((a) => a.inner === label);
        expect(button).toHaveLength(1);
        const href = button[0]!.href;
        expect(href.startsWith(`${SITE}/`)).toBe(true);
        // the same link as text, in the HTML and in the plain text
        expect(links.some((a) => a.href === href && a.inner === href)).toBe(true);
        expect(mail.text).toContain(href);
      }
      // every address of the site in the text is a link in the HTML, shown as itself
      for (const url of mail.text.match(/https?:\/\/[^\s()]+[^\s().,]/g) ?? []) {
        expect(links).toContainEqual({ href: url, inner: url });
      }
      // one button at most: the main action
      expect(links.filter((a) => !a.inner.startsWith("http")).length).toBeLessThanOrEqual(1);
      // every paragraph of the text is in the HTML
      for (const block of mail.text.split("\n\n")) {
        const firstLine = block.split("\n")[0]!.split(/https?:\/\//)[0]!;
        expect(html).toContain(firstLine.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;"));
      }
    },
  );

  it("links the booking page, its payment and the review form where the customer acts", () => {
    const byKind = new Map(samples.map((s) => [s.kind, s]));
    const reminder = anchors(byKind.get("customer_reminder_7d")!.html!);
    expect(reminder.find((a) => a.inner === "Pay the balance")!.href).toMatch(
      new RegExp(`^${SITE}/booking/[^#\\s]+#pay-heading$`),
    );
    expect(anchors(byKind.get("review_request")!.html!).find((a) => a.inner === "Leave your review")!.href).toMatch(
      new RegExp(`^${SITE}/review/`),
    );
    expect(anchors(byKind.get("bar_welcome")!.html!).find((a) => a.inner === "Sign in to your dashboard")!.href).toBe(
      `${SITE}/admin?registered=lantern01`,
    );
  });
});

describe("the layout", () => {
  it("escapes what people typed and links only the site's own addresses", () => {
    const { text, html } = mailBody(
      [`</p><script>alert(1)</script> & "quotes"`, "Visit https://evil.example/x or " + `${SITE}/booking/abc.`],
      { preview: "Hello" },
    );
    expect(text).toBe(
      `</p><script>alert(1)</script> & "quotes"\n\nVisit https://evil.example/x or ${SITE}/booking/abc.`,
    );
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;");
    expect(anchors(html)).toEqual([{ href: `${SITE}/booking/abc`, inner: `${SITE}/booking/abc` }]);
  });

  it("gives a mail written as plain text (toHtml) the same layout, its site links as links, and no button", () => {
    const html = toHtml(`Dear Ann,\n\nYour new link: ${SITE}/booking/new.1.abc\n\n${"Summon a Magician"}`);
    expect(html.startsWith("<!DOCTYPE html")).toBe(true);
    expect(html).toContain(">Summon a Magician</p>");
    expect(anchors(html)).toEqual([{ href: `${SITE}/booking/new.1.abc`, inner: `${SITE}/booking/new.1.abc` }]);
  });

  it("wraps long links rather than widening the message", () => {
    const { html } = mailBody([`Your booking page: ${SITE}/booking/${"x".repeat(120)}`], { preview: "p" });
    expect(html).toMatch(/<a href="[^"]+" style="[^"]*word-break:break-all;overflow-wrap:anywhere/);
  });
});

it("refuses what it cannot render rather than render something else", () => {
  class Legacy extends Component {
    render() {
      return null;
    }
  }
  expect(() => renderEmailMarkup(<Legacy />)).toThrow(/class components/);
  const Hooked = () => {
    useState(0);
    return null;
  };
  // React reports the hook called outside its renderer, then throws: the e-mail is not rendered
  const reported = jest.spyOn(console, "error").mockImplementation(() => {});
  expect(() => renderEmailMarkup(<Hooked />)).toThrow();
  expect(reported).toHaveBeenCalled();
  reported.mockRestore();
});
