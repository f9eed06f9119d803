import { AwardIcon, HeartHandshakeIcon, MapPinIcon, WandSparklesIcon } from "@/components/ui/static-icons";

import { ITEM_STAGGER_MS, staggerStyle } from "./reveal";
import { SectionHeading } from "./section-heading";

const HIGHLIGHTS = [
  {
    icon: WandSparklesIcon,
    title: "Over a decade of magic",
    text: "More than ten years performing for audiences of five to five thousand.",
  },
  { icon: AwardIcon, title: "Award-winning", text: "Recognised by fellow magicians and rated five stars by clients." },
  {
    icon: HeartHandshakeIcon,
    title: "500+ events",
    text: "Weddings, galas, product launches, birthdays and everything in between.",
  },
  {
    icon: MapPinIcon,
    title: "Glasgow based, UK wide",
    text: "Travelling from Glasgow to venues anywhere in the United Kingdom.",
  },
] as const;

export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-title" className="below-fold relative bg-midnight/60 py-20 sm:py-28">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 sm:px-6 lg:grid-cols-[1.2fr_0.8fr] lg:items-center">
        <div>
          <SectionHeading
            id="about-title"
            eyebrow="About the magician"
            title="Wonder, Up Close"
            className="lg:mx-0 lg:text-left"
          />
          <div className="space-y-4 text-base leading-relaxed text-foreground/90">
            <p className="reveal">
              I have spent more than a decade turning ordinary evenings into the moments guests talk about for years.
              Whether it is a borrowed ring vanishing at a wedding reception or a prediction that has been sealed on
              stage all night, the magic happens in your hands, not just in front of you.
            </p>
            <p className="reveal" style={staggerStyle(1, ITEM_STAGGER_MS)}>
              Every booking is planned with you: the style of magic, the length of the set and the moments that matter
              most. Relaxed, friendly and always professional, I fit seamlessly into your event.
            </p>
          </div>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2">
            {HIGHLIGHTS.map((item, index) => (
              <li
                key={item.title}
                className="reveal flex gap-3 rounded-lg border border-border/70 bg-card/60 p-4"
                style={staggerStyle(index, ITEM_STAGGER_MS)}
              >
                <item.icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <div>
                  <h3 className="font-sans text-sm font-semibold tracking-normal">{item.title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{item.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className="reveal mx-auto w-full max-w-sm" style={staggerStyle(2, ITEM_STAGGER_MS)}>
          <div className="rounded-2xl border border-primary/30 bg-card/70 p-3 glow-violet">
            <iframe
              src="/pro-badge.html"
              title="Professional magician credentials badge"
              loading="lazy"
              className="block h-[376px] w-full rounded-xl border-0 min-[380px]:h-[336px]"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
