/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { DAY_STATUS_CLASSES, type DayStatus } from "@/components/ui/calendar";

// WCAG 1.4.11: a day's status tint must stand out at 3:1 from what surrounds it (the calendar's
// --popover surface, and the --card it sits on), and the text on it must still read at 4.5:1 (1.4.3).
// The colours come from app/globals.css and the tints from the calendar's own class names.

const css = fs.readFileSync(path.join(process.cwd(), "app/globals.css"), "utf8");

type Rgb = [number, number, number];

function token(name: string): Rgb {
  const match = new RegExp(`--${name}:\\s*oklch\\(([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)\\)`).exec(css);
  if (!match) throw new Error(`--${name} is not an oklch() colour in app/globals.css`);
  return oklchToSrgb(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** OKLCH to gamma-encoded sRGB in 0..1 (Björn Ottosson's matrices), clipped to the gamut. */
function oklchToSrgb(l: number, c: number, h: number): Rgb {
  const a = c * Math.cos((h * Math.PI) / 180);
  const b = c * Math.sin((h * Math.PI) / 180);
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
    -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
    -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_,
  ];
  return linear.map((x) => {
    const v = Math.min(1, Math.max(0, x));
    return v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055;
  }) as Rgb;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(x: Rgb, y: Rgb): number {
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** A colour at `alpha` painted over `under` (browsers composite in sRGB). */
function over(colour: Rgb, alpha: number, under: Rgb): Rgb {
  return colour.map((v, i) => alpha * v + (1 - alpha) * under[i]!) as Rgb;
}

/** The resting tint of a status (`bg-day-x/NN`, not the hover one) and its text colour. */
function tintOf(status: DayStatus): { colour: string; alpha: number; text: string } | null {
  const classes = DAY_STATUS_CLASSES[status].split(/\s+/);
  const bg = classes.map((c) => /^bg-([a-z-]+?)(?:\/(\d+))?$/.exec(c)).find(Boolean);
  const text = classes.map((c) => /^text-([a-z-]+)$/.exec(c)).find(Boolean);
  if (!bg) return null;
  return { colour: bg[1]!, alpha: bg[2] ? Number(bg[2]) / 100 : 1, text: text?.[1] ?? "popover-foreground" };
}

const surfaces = { popover: token("popover"), card: token("card") };

describe("calendar day tints", () => {
  it("the available tint reaches 3:1 against the calendar's surfaces", () => {
    const tint = tintOf("available");
    expect(tint).not.toBeNull();
    for (const surface of Object.values(surfaces)) {
      expect(contrast(over(token(tint!.colour), tint!.alpha, surfaces.popover), surface)).toBeGreaterThanOrEqual(3);
    }
  });

  const tinted = (Object.keys(DAY_STATUS_CLASSES) as DayStatus[]).filter((status) => tintOf(status));

  it.each(tinted)("%s: tint at 3:1 or more against popover and card, its text at 4.5:1 or more", (status) => {
    const tint = tintOf(status)!;
    const painted = over(token(tint.colour), tint.alpha, surfaces.popover);
    expect(contrast(painted, surfaces.popover)).toBeGreaterThanOrEqual(3);
    expect(contrast(painted, surfaces.card)).toBeGreaterThanOrEqual(3);
    expect(contrast(token(tint.text), painted)).toBeGreaterThanOrEqual(4.5);
  });

  // The mouse rests on a day after a click (axe found the old, stronger hover tint under light text at 3.4:1).
  it.each(tinted)("%s: a hovered day's text reads at 4.5:1 or more", (status) => {
    const classes = DAY_STATUS_CLASSES[status].split(/\s+/);
    const bg = classes.map((c) => /^hover:bg-([a-z-]+?)(?:\/(\d+))?$/.exec(c)).find(Boolean);
    if (!bg) return; // no hover look: the resting one, checked above
    const text = classes.map((c) => /^hover:text-([a-z-]+)$/.exec(c)).find(Boolean)?.[1] ?? tintOf(status)!.text;
    const painted = over(token(bg[1]!), bg[2] ? Number(bg[2]) / 100 : 1, surfaces.popover);
    expect(contrast(token(text), painted)).toBeGreaterThanOrEqual(4.5);
  });

  it("the tinted statuses are the bookable and booked ones", () => {
    expect(tinted).toEqual(["available", "light", "busy", "full", "blocked"]);
  });
});
