import "server-only";
import type { PublicReviewSummary } from "@/lib/domain/reviews";

/**
 * The reviews badge framed by the landing page (/reviews-badge.html): the real average and count of
 * published reviews, drawn with inline SVG and CSS only (nothing downloaded). Every value in it is a
 * number or fixed text, so nothing needs escaping.
 */

const STAR_PATH = "M12 2l3 6.9 7.5.7-5.7 5 1.7 7.4L12 18.3 5.5 22l1.7-7.4-5.7-5 7.5-.7z";

function star(filled: boolean): string {
  return `<svg viewBox="0 0 24 24"><path fill="${filled ? "#f3c94f" : "#5b5677"}" d="${STAR_PATH}"/></svg>`;
}

export function reviewsBadgeHtml(summary: Pick<PublicReviewSummary, "averageRating" | "count">): string {
  const { averageRating, count } = summary;
  const rated = averageRating !== null && count > 0;
  const score = rated ? averageRating.toFixed(1) : "–";
  const filled = rated ? Math.round(averageRating) : 0;
  const reviews = `${count} verified client review${count === 1 ? "" : "s"}`;
  const title = rated ? `Client Reviews — ${score} out of 5 from ${reviews}` : "Client Reviews";
  const label = rated
    ? `<strong>${score} out of 5</strong> · ${reviews} from weddings, corporate events and parties`
    : "<strong>Verified reviews</strong> · written by clients after their events, coming soon";
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="robots" content="noindex">
<style>
  :root { color-scheme: dark; }
  * { box-sizing: border-box; margin: 0; }
  html, body { height: 100%; }
  body {
    display: grid; place-items: center; padding: 10px;
    background: linear-gradient(135deg, #1c1c44 0%, #0f0f2b 100%);
    color: #f6f1e3; font: 14px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif;
  }
  .card { display: flex; gap: 16px; align-items: center; width: 100%; max-width: 380px; padding: 14px 18px; border: 1px solid rgba(243,217,139,.35); border-radius: 14px; background: rgba(255,255,255,.04); }
  .score { font: 700 40px/1 Georgia, "Times New Roman", serif; color: #f3d98b; }
  .stars { display: flex; gap: 2px; }
  .stars svg { width: 20px; height: 20px; }
  .label { margin-top: 4px; color: #d9d3ea; font-size: 13px; }
  strong { color: #fff; }
</style>
</head>
<body>
  <main class="card" aria-label="${rated ? `Rated ${score} out of 5 from ${reviews}` : "No verified client reviews yet"}">
    <div class="score">${score}</div>
    <div>
      <div class="stars" aria-hidden="true">
        ${Array.from({ length: 5 }, (_, i) => star(i < filled)).join("\n        ")}
      </div>
      <p class="label">${label}</p>
    </div>
  </main>
</body>
</html>
`;
}
