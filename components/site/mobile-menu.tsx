"use client";

import type { RefObject } from "react";

import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";

import { TopHatMark } from "./artwork";
import { BookButton } from "./book-button";
import { bookButtonClass } from "./book-button-class";
import { NAV_LINKS } from "./nav-links";
import { ScrollLink } from "./scroll-link";
import { NAV_SCROLL_MS } from "./smooth-scroll";

/** The mobile slide-in menu (its own chunk: loaded when the menu button is first used). */
export default function MobileMenu({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className="bg-magic"
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo.current;
          if (target && document.activeElement === document.body) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <SheetHeader className="pt-6">
          <SheetTitle className="flex items-center gap-2">
            <TopHatMark className="size-6" /> Menu
          </SheetTitle>
          <SheetDescription>Explore the show or summon the magician to your event.</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile" className="px-4">
          <ul className="flex flex-col gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.id}>
                <ScrollLink
                  to={link.id}
                  duration={NAV_SCROLL_MS}
                  onNavigate={() => onOpenChange(false)}
                  className="block rounded-md px-3 py-3 font-display text-lg tracking-wide text-foreground outline-none hover:bg-accent hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/60"
                >
                  {link.label}
                </ScrollLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto p-4">
          <BookButton
            className={bookButtonClass({ size: "lg" }, "w-full glow-gold")}
            onClick={() => onOpenChange(false)}
          >
            Summon a Magician
          </BookButton>
        </div>
      </SheetContent>
    </Sheet>
  );
}
