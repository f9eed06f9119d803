// The serializer that renders e-mails (lib/server/mail/markup.ts, used because react-dom/server
// refuses to load under the react-server condition where route handlers, the worker and the
// scripts run) writes exactly what @react-email/render writes with react-dom, for every kind of
// e-mail and for the elements and attributes e-mails use. Here, in jest's plain Node environment,
// react-dom loads. (In the integration project because render() imports react-dom dynamically.)
import { createElement as h } from "react";
import { render } from "@react-email/render";
import { Body, Button, Container, Head, Html, Link, Preview, Section, Text } from "@react-email/components";
import { MailLayout } from "@/lib/server/mail/emails/layout";
import { renderEmailMarkup } from "@/lib/server/mail/markup";
import { mailSamples } from "@/lib/server/mail/samples";

process.env.SITE_URL = "https://summonamagician.example";

/**
 * React's stream renderer marks Suspense boundaries, text joins and the document's parts with
 * comments, and adds preload hints for images: none of it shows or matters in an e-mail.
 */
const withoutReactMarkers = (html: string) =>
  html.replace(/<!--(\$|\/\$| |html|head|body)-->/g, "").replace(/<link rel="preload" as="image" href="[^"]*"\/>/g, "");

const buttonOf = (html: string) => {
  const match = /<a href="([^"]*)"[^>]*><span><!--\[if mso\]>[\s\S]*?<span[^>]*>([^<]*)<\/span>/.exec(html);
  return match ? { href: match[1]!.replace(/&amp;/g, "&"), label: match[2]! } : undefined;
};

it.each(mailSamples().map((s) => [s.kind, s] as const))(
  "%s: the same HTML as @react-email/render",
  async (_kind, mail) => {
    const button = buttonOf(mail.html!);
    const element = h(MailLayout, {
      blocks: mail.text.split("\n\n"),
      preview: "Preview",
      action: button,
    });
    const ours = renderEmailMarkup(element);
    expect(ours).toBe(withoutReactMarkers(await render(element)));
    if (button) expect(ours).toContain(">See your booking<".replace("See your booking", button.label));
  },
);

it("renders attributes, styles, void elements and raw HTML as react-dom does", async () => {
  const element = h(
    Html,
    { lang: "en" },
    h(Head, null, h("meta", { name: "color-scheme", content: "light" })),
    h(
      Body,
      { style: { margin: 0, lineHeight: 1.5, WebkitTextSizeAdjust: "100%", ...{ msoLineHeightRule: "exactly" } } },
      h(Preview, null, "It's <here> & now"),
      h(
        Container,
        { style: { maxWidth: 600 } },
        h(
          Section,
          { className: "x", "aria-hidden": true, ...{ "data-skip": false } },
          h(Text, null, "a", 1, null, false, h("br")),
          h(Button, { href: "https://x.example/?a=1&b=2", style: { padding: "12px 20px" } }, "Go"),
          h(Link, { href: "https://x.example/" }, "x"),
          h("img", { src: "https://x.example/a.png", alt: "", width: 10 }),
          h("div", { dangerouslySetInnerHTML: { __html: "<!--[if mso]>raw<![endif]-->" } }),
        ),
      ),
    ),
  );
  expect(renderEmailMarkup(element)).toBe(withoutReactMarkers(await render(element)));
});
