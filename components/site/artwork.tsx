/**
 * Hand-drawn SVG artwork of the site (no downloaded images): the top-hat
 * mark, the hero illustration and the service medallions. All decorative:
 * aria-hidden, sized by their container (no layout shift).
 */
import type { SVGProps } from "react";

import { cn } from "@/lib/utils";

/** Logo mark: a top hat with a gold band and a sparkle. */
export function TopHatMark({ className, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={cn("shrink-0", className)} {...props}>
      <defs>
        <linearGradient id="mark-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f7e3a1" />
          <stop offset="0.5" stopColor="#e0b64f" />
          <stop offset="1" stopColor="#a8791f" />
        </linearGradient>
      </defs>
      <ellipse cx="22" cy="38" rx="18" ry="4.5" fill="url(#mark-gold)" />
      <path
        d="M11 37 L13 14 Q22 10 31 14 L33 37 Q22 40 11 37 Z"
        fill="#17173a"
        stroke="url(#mark-gold)"
        strokeWidth="1.6"
      />
      <path d="M12.3 30 Q22 33 31.7 30 L32.2 34 Q22 37 11.8 34 Z" fill="url(#mark-gold)" />
      <path d="M40 5 L41.3 9.2 L45.5 10.5 L41.3 11.8 L40 16 L38.7 11.8 L34.5 10.5 L38.7 9.2 Z" fill="#f7e3a1" />
    </svg>
  );
}

function Sparkle({
  x,
  y,
  r,
  delay,
  className,
}: {
  x: number;
  y: number;
  r: number;
  delay: number;
  className?: string;
}) {
  const d = `M${x} ${y - r} L${x + r * 0.28} ${y - r * 0.28} L${x + r} ${y} L${x + r * 0.28} ${y + r * 0.28} L${x} ${y + r} L${x - r * 0.28} ${y + r * 0.28} L${x - r} ${y} L${x - r * 0.28} ${y - r * 0.28} Z`;
  return (
    <path
      d={d}
      className={cn("animate-twinkle", className)}
      style={{ animationDelay: `${delay + 2}s` }}
      fill="#fbeec4"
    />
  );
}

/** The hero illustration: a top hat under a spotlight, a wand trailing sparkles and a fan of cards. */
export function HeroArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 480" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <radialGradient id="hero-spot" cx="0.5" cy="0.45" r="0.55">
          <stop offset="0" stopColor="#8b5cf6" stopOpacity="0.55" />
          <stop offset="0.55" stopColor="#4c1d95" stopOpacity="0.25" />
          <stop offset="1" stopColor="#0b0b24" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fbeec4" />
          <stop offset="0.45" stopColor="#e3b957" />
          <stop offset="1" stopColor="#9c6d19" />
        </linearGradient>
        <linearGradient id="hero-hat" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#0f0f2b" />
          <stop offset="0.45" stopColor="#2a2a5c" />
          <stop offset="1" stopColor="#0c0c22" />
        </linearGradient>
        <linearGradient id="hero-beam" x1="0.5" y1="0" x2="0.5" y2="1">
          <stop offset="0" stopColor="#fbeec4" stopOpacity="0.5" />
          <stop offset="1" stopColor="#fbeec4" stopOpacity="0" />
        </linearGradient>
        <linearGradient id="hero-card" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fffdf6" />
          <stop offset="1" stopColor="#efe6cf" />
        </linearGradient>
      </defs>

      <circle cx="240" cy="230" r="230" fill="url(#hero-spot)" />
      <path d="M240 300 L150 60 L330 60 Z" fill="url(#hero-beam)" opacity="0.35" />
      <circle
        cx="240"
        cy="230"
        r="168"
        fill="none"
        stroke="url(#hero-gold)"
        strokeOpacity="0.35"
        strokeDasharray="2 10"
      />
      <circle cx="240" cy="230" r="198" fill="none" stroke="#8b5cf6" strokeOpacity="0.25" />

      {/* fan of cards */}
      <g>
        <g transform="translate(338 150) rotate(18)">
          <rect width="70" height="98" rx="8" fill="url(#hero-card)" stroke="#c9a449" strokeWidth="2" />
          <text x="12" y="26" fontSize="20" fill="#b3203a" fontFamily="Georgia, serif">
            A
          </text>
          <path d="M35 42 C28 32 16 40 24 50 L35 62 L46 50 C54 40 42 32 35 42 Z" fill="#b3203a" />
        </g>
        <g transform="translate(300 140) rotate(2)">
          <rect width="70" height="98" rx="8" fill="url(#hero-card)" stroke="#c9a449" strokeWidth="2" />
          <text x="12" y="26" fontSize="20" fill="#16163a" fontFamily="Georgia, serif">
            K
          </text>
          <path
            d="M35 36 C24 50 14 56 24 64 C30 68 33 64 34 62 L31 74 L39 74 L36 62 C37 64 40 68 46 64 C56 56 46 50 35 36 Z"
            fill="#16163a"
          />
        </g>
      </g>

      {/* top hat */}
      <g>
        <ellipse cx="220" cy="372" rx="132" ry="30" fill="#000" opacity="0.35" />
        <ellipse cx="220" cy="352" rx="128" ry="30" fill="url(#hero-hat)" stroke="url(#hero-gold)" strokeWidth="3" />
        <path
          d="M140 348 L152 176 Q220 150 288 176 L300 348 Q220 372 140 348 Z"
          fill="url(#hero-hat)"
          stroke="url(#hero-gold)"
          strokeWidth="3"
        />
        <ellipse cx="220" cy="178" rx="68" ry="16" fill="#1c1c44" stroke="url(#hero-gold)" strokeWidth="3" />
        <path d="M145 300 Q220 322 295 300 L298 332 Q220 356 142 332 Z" fill="url(#hero-gold)" />
        <path
          d="M160 200 Q168 260 162 330"
          stroke="#ffffff"
          strokeOpacity="0.12"
          strokeWidth="10"
          fill="none"
          strokeLinecap="round"
        />
      </g>

      {/* wand with sparkle trail */}
      <g>
        <g transform="rotate(-38 120 170)">
          <rect x="40" y="164" width="170" height="12" rx="6" fill="#0d0d22" stroke="#3a3a70" />
          <rect x="40" y="164" width="26" height="12" rx="6" fill="#fbfaf4" />
          <rect x="184" y="164" width="26" height="12" rx="6" fill="#fbfaf4" />
        </g>
        <path
          d="M196 92 Q230 60 262 80 Q288 96 310 70"
          stroke="url(#hero-gold)"
          strokeWidth="2"
          strokeDasharray="3 7"
          fill="none"
          strokeLinecap="round"
        />
      </g>

      <Sparkle x={206} y={86} r={16} delay={0} />
      <Sparkle x={262} y={70} r={10} delay={0.8} />
      <Sparkle x={318} y={62} r={13} delay={1.6} />
      <Sparkle x={96} y={268} r={9} delay={0.4} />
      <Sparkle x={402} y={300} r={11} delay={2.1} />
      <Sparkle x={372} y={96} r={7} delay={1.1} />
      <Sparkle x={70} y={140} r={6} delay={2.6} />
      <Sparkle x={420} y={200} r={6} delay={0.2} />
    </svg>
  );
}

type ServiceArtKind = "cards" | "stage" | "children" | "corporate" | "wedding" | "mind" | "sparkle";

/** Picks a medallion motif from a service title. */
export function serviceArtKind(title: string): ServiceArtKind {
  const t = title.toLowerCase();
  if (/close|parlou?r|card|table/.test(t)) return "cards";
  if (/stage|illusion|show/.test(t)) return "stage";
  if (/child|kid|family|birthday/.test(t)) return "children";
  if (/corporate|business|conference|company/.test(t)) return "corporate";
  if (/wedding|bride|marriage/.test(t)) return "wedding";
  if (/mental|mind|psychic/.test(t)) return "mind";
  return "sparkle";
}

const ART: Record<ServiceArtKind, React.ReactNode> = {
  cards: (
    <>
      <g transform="rotate(-14 60 62)">
        <rect x="34" y="30" width="38" height="54" rx="5" fill="#fffaf0" stroke="#c9a449" strokeWidth="2" />
        <path d="M53 47 C48 40 40 46 46 53 L53 61 L60 53 C66 46 58 40 53 47 Z" fill="#b3203a" />
      </g>
      <g transform="rotate(12 70 62)">
        <rect x="50" y="32" width="38" height="54" rx="5" fill="#fffaf0" stroke="#c9a449" strokeWidth="2" />
        <path
          d="M69 44 C62 54 55 58 62 63 C66 66 68 63 69 62 L67 70 L72 70 L70 62 C71 63 73 66 77 63 C84 58 77 54 69 44 Z"
          fill="#16163a"
        />
      </g>
    </>
  ),
  stage: (
    <>
      <path d="M20 24 H100 V34 Q60 44 20 34 Z" fill="#b3203a" />
      <path d="M20 34 Q30 70 24 96 H40 Q36 62 46 36 Z" fill="#8f1a30" />
      <path d="M100 34 Q90 70 96 96 H80 Q84 62 74 36 Z" fill="#8f1a30" />
      <path d="M60 44 L44 96 H76 Z" fill="#fbeec4" opacity="0.35" />
      <path d="M60 58 L63 66 L71 69 L63 72 L60 80 L57 72 L49 69 L57 66 Z" fill="#fbeec4" />
    </>
  ),
  children: (
    <>
      <ellipse cx="46" cy="46" rx="15" ry="18" fill="#8b5cf6" />
      <ellipse cx="74" cy="42" rx="15" ry="18" fill="#e3b957" />
      <path d="M46 64 Q50 80 58 92 M74 60 Q70 78 62 92" stroke="#fbeec4" strokeWidth="1.5" fill="none" />
      <path
        d="M41 38 Q44 33 49 34"
        stroke="#fff"
        strokeOpacity="0.6"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M69 34 Q72 29 77 30"
        stroke="#fff"
        strokeOpacity="0.6"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </>
  ),
  corporate: (
    <>
      <rect x="28" y="46" width="64" height="42" rx="6" fill="#1c1c44" stroke="#e3b957" strokeWidth="2.5" />
      <path d="M48 46 V38 Q48 33 53 33 H67 Q72 33 72 38 V46" fill="none" stroke="#e3b957" strokeWidth="2.5" />
      <path d="M28 62 H92" stroke="#e3b957" strokeWidth="2" />
      <path d="M60 20 L62.5 27 L70 29.5 L62.5 32 L60 39 L57.5 32 L50 29.5 L57.5 27 Z" fill="#fbeec4" />
    </>
  ),
  wedding: (
    <>
      <circle cx="50" cy="66" r="18" fill="none" stroke="#e3b957" strokeWidth="5" />
      <circle cx="72" cy="66" r="18" fill="none" stroke="#f3e1ad" strokeWidth="5" />
      <path d="M66 36 L70 44 L78 44 L72 50 L60 50 L54 44 L62 44 Z" fill="#c4b5fd" />
    </>
  ),
  mind: (
    <>
      <path d="M22 60 Q60 24 98 60 Q60 96 22 60 Z" fill="#1c1c44" stroke="#e3b957" strokeWidth="2.5" />
      <circle cx="60" cy="60" r="15" fill="#8b5cf6" />
      <circle cx="60" cy="60" r="6" fill="#0b0b24" />
      <circle cx="65" cy="55" r="3" fill="#fff" />
    </>
  ),
  sparkle: (
    <>
      <path d="M60 22 L66 52 L96 60 L66 68 L60 98 L54 68 L24 60 L54 52 Z" fill="#e3b957" />
      <circle cx="60" cy="60" r="6" fill="#fbeec4" />
    </>
  ),
};

/** Round gold-rimmed medallion illustrating a service. */
export function ServiceArt({ title, className }: { title: string; className?: string }) {
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false" className={className}>
      <circle cx="60" cy="60" r="56" fill="#15153a" stroke="#e3b957" strokeOpacity="0.7" strokeWidth="2" />
      <circle cx="60" cy="60" r="48" fill="none" stroke="#8b5cf6" strokeOpacity="0.45" strokeDasharray="2 5" />
      {ART[serviceArtKind(title)]}
    </svg>
  );
}
