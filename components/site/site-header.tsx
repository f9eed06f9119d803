"use client";

import { MenuIcon } from "lucide-react";
import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";

import { cn } from "@/lib/utils";

import { TopHatMark } from "./artwork";
import { BookButton } from "./book-button";
import { NAV_LINKS } from "./nav-links";
import { ScrollLink } from "./scroll-link";
import { NAV_SCROLL_MS } from "./smooth-scroll";

const loadMobileMenu = () => import("./mobile-menu");
const MobileMenu = dynamic(loadMobileMenu, { ssr: false });

/** Scroll distance after which the sticky header gains its shadow (spec 000 §9). */
export const HEADER_SHADOW_AFTER_PX = 50;

export function SiteHeader() {
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > HEADER_SHADOW_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  return (
    <header
      data-scrolled={scrolled || undefined}
      className={cn(
        "sticky top-0 z-40 border-b border-transparent bg-background/95 transition-[box-shadow,border-color,background-color] duration-300",
        scrolled && "border-border/60 bg-background/90 shadow-[0_8px_30px_-12px_rgb(0_0_0/0.75)] backdrop-blur-md",
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <ScrollLink to="home" className="group flex items-center gap-2.5 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60">
          <TopHatMark className="size-8 transition-transform duration-500 group-hover:-rotate-6" />
          <span className="font-decorative text-lg leading-none text-gradient-gold sm:text-xl">Summon a Magician</span>
        </ScrollLink>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.id}>
                <ScrollLink
                  to={link.id}
                  duration={NAV_SCROLL_MS}
                  className="rounded-md px-3 py-2 text-sm font-medium text-foreground/85 transition-colors outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/60"
                >
                  {link.label}
                </ScrollLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <BookButton className="hidden md:inline-flex glow-gold">Summon a Magician</BookButton>
          <button
            ref={menuButton}
            type="button"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onPointerEnter={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
            onClick={() => {
              setMenuUsed(true);
              setMenuOpen(true);
            }}
            className="inline-flex size-10 items-center justify-center rounded-md border border-input text-foreground outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60 md:hidden"
          >
            <MenuIcon className="size-5" aria-hidden="true" />
          </button>
          {menuUsed && <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} returnFocusTo={menuButton} />}
        </div>
      </div>
    </header>
  );
}
