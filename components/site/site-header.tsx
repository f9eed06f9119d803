import { MenuIcon } from "@/components/ui/static-icons";

import { TopHatMark } from "./artwork";
import { BookButton } from "./book-button";
import { bookButtonClass } from "./book-button-class";
import { MobileMenuButton } from "./mobile-menu-button";
import { NAV_LINKS } from "./nav-links";
import { SectionLink } from "./section-link";
import { NAV_SCROLL_MS } from "./smooth-scroll";

const STICKY =
  "sticky top-0 z-40 border-b transition-[box-shadow,border-color,background-color] duration-300 border-transparent bg-background/95";
// Past 50 px (LandingEffects marks it data-scrolled): a border, a shadow and a blur.
const SCROLLED =
  "data-[scrolled]:border-border/60 data-[scrolled]:bg-background/90 data-[scrolled]:shadow-[0_8px_30px_-12px_rgb(0_0_0/0.75)] data-[scrolled]:backdrop-blur-md";

/** Sticky header: logo, anchor links (desktop), 'Summon a Magician' and the phone's slide-in menu. */
export function SiteHeader() {
  return (
    <header data-sticky="" className={`${STICKY} ${SCROLLED}`}>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <SectionLink
          to="home"
          className="group flex items-center gap-2.5 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          <TopHatMark className="size-8 transition-transform duration-500 group-hover:-rotate-6" />
          <span className="font-decorative text-lg leading-none text-gradient-gold sm:text-xl">Summon a Magician</span>
        </SectionLink>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.id}>
                <SectionLink
                  to={link.id}
                  duration={NAV_SCROLL_MS}
                  className="rounded-md px-3 py-2 text-sm font-medium text-foreground/85 transition-colors outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/60"
                >
                  {link.label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <BookButton className={bookButtonClass({}, "hidden md:inline-flex glow-gold")}>Summon a Magician</BookButton>
          <MobileMenuButton icon={<MenuIcon className="size-5" aria-hidden="true" />} />
        </div>
      </div>
    </header>
  );
}
