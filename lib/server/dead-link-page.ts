import "server-only";
import { MANAGE_LINK_NOT_VALID } from "@/lib/validation/manage";
import { REVIEW_MESSAGES } from "@/lib/validation/reviews";
import type { DeadLinkKind } from "./dead-links";

/** What a dead customer link says: the page's title, its heading and what to do instead. */
export const DEAD_LINK_TEXTS: Record<DeadLinkKind, { title: string; heading: string; advice: string }> = {
  booking: {
    title: "Booking link not valid",
    heading: MANAGE_LINK_NOT_VALID,
    advice:
      "Please use the link in the latest e-mail about your booking, or reply to that e-mail and we will send you a new one.",
  },
  review: {
    title: "Review link not valid",
    heading: REVIEW_MESSAGES.token,
    advice:
      "Please use the link in the e-mail we sent you after your event, or reply to that e-mail and we will send a new one.",
  },
};

/**
 * The 404 page of a dead link as one self-contained HTML document: the site's colours and fonts
 * drawn with inline CSS, no scripts, nothing to download, so it reads the same in any browser, with
 * scripts off, and to a crawler. Every value in it is fixed text without markup characters.
 */
export function deadLinkPageHtml(kind: DeadLinkKind): string {
  const { title, heading, advice } = DEAD_LINK_TEXTS[kind];
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | Summon a Magician</title>
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<meta name="theme-color" content="#090a20">
<style>
  :root { color-scheme: dark; }
  * { box-sizing: border-box; margin: 0; }
  body {
    min-height: 100dvh; display: flex; flex-direction: column;
    background: radial-gradient(ellipse at top, #1c1c44 0%, #0f0f2b 55%, #090a20 100%);
    color: #f6f1e3; font: 16px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif;
  }
  a { color: inherit; }
  a:focus-visible { outline: 3px solid #f3d98b; outline-offset: 3px; border-radius: 4px; }
  header, footer { border-color: rgba(246,241,227,.15); border-style: solid; border-width: 0; }
  header { border-bottom-width: 1px; }
  header div { display: flex; align-items: center; justify-content: space-between; gap: 16px; max-width: 64rem; margin: 0 auto; padding: 16px; }
  .brand { font: 700 20px/1.2 Georgia, "Times New Roman", serif; color: #f3d98b; text-decoration: none; }
  .back { font-size: 14px; color: #c9c3da; }
  main { flex: 1; width: 100%; max-width: 42rem; margin: 0 auto; padding: 48px 16px; }
  h1 { font: 700 30px/1.25 Georgia, "Times New Roman", serif; color: #f3d98b; }
  p { margin-top: 16px; color: #c9c3da; }
  footer { border-top-width: 1px; padding: 24px 16px; text-align: center; font-size: 14px; color: #c9c3da; }
</style>
</head>
<body>
  <header><div><a class="brand" href="/">Summon a Magician</a><a class="back" href="/">Back to home</a></div></header>
  <main id="main">
    <h1>${heading}</h1>
    <p>${advice}</p>
  </main>
  <footer><a href="/privacy-policy">Privacy Policy</a> · <a href="/terms-of-service">Terms of Service</a></footer>
</body>
</html>
`;
}
