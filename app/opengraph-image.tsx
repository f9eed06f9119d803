import { ImageResponse } from "next/og";

export const alt =
  "Summon a Magician: Glasgow magician and illusionist for weddings, corporate events and parties across the UK";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

/** The sharing card (Open Graph / Twitter), drawn at build time: no downloaded image or font. */
export default function OpenGraphImage() {
  const stars = [
    [90, 80, 6],
    [260, 520, 4],
    [420, 60, 5],
    [1100, 90, 7],
    [1040, 540, 5],
    [760, 40, 4],
    [160, 300, 3],
    [1150, 330, 4],
  ] as const;
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        alignItems: "center",
        justifyContent: "space-between",
        padding: "0 90px",
        background: "radial-gradient(ellipse at 20% 10%, #4c1d95 0%, #16163a 45%, #0b0b24 100%)",
        color: "#f6f1e3",
        position: "relative",
      }}
    >
      {stars.map(([x, y, r], i) => (
        <div
          key={i}
          style={{ position: "absolute", left: x, top: y, width: r, height: r, borderRadius: r, background: "#fbeec4" }}
        />
      ))}
      <div style={{ display: "flex", flexDirection: "column", maxWidth: 700 }}>
        <div style={{ fontSize: 26, letterSpacing: 6, color: "#e3b957", textTransform: "uppercase" }}>
          Glasgow · Available UK-wide
        </div>
        <div style={{ fontSize: 92, fontWeight: 700, lineHeight: 1.05, marginTop: 18, color: "#f3d98b" }}>
          Summon a Magician
        </div>
        <div style={{ fontSize: 34, marginTop: 26, color: "#e9e4f5", lineHeight: 1.3 }}>
          Close-up magic, stage illusions and mind-reading for weddings, corporate events and parties.
        </div>
        <div style={{ display: "flex", marginTop: 36, fontSize: 26, color: "#0b0b24" }}>
          {["500+ events", "5-star rated", "Award-winning"].map((claim) => (
            <div key={claim} style={{ background: "#e3b957", borderRadius: 40, padding: "10px 24px", marginRight: 16 }}>
              {claim}
            </div>
          ))}
        </div>
      </div>
      <svg width="300" height="300" viewBox="0 0 48 48">
        <ellipse cx="22" cy="38" rx="18" ry="4.5" fill="#e3b957" />
        <path d="M11 37 L13 14 Q22 10 31 14 L33 37 Q22 40 11 37 Z" fill="#22224f" stroke="#e3b957" strokeWidth="1.2" />
        <path d="M12.3 30 Q22 33 31.7 30 L32.2 34 Q22 37 11.8 34 Z" fill="#e3b957" />
        <path d="M40 5 L41.3 9.2 L45.5 10.5 L41.3 11.8 L40 16 L38.7 11.8 L34.5 10.5 L38.7 9.2 Z" fill="#fbeec4" />
      </svg>
    </div>,
    size,
  );
}
