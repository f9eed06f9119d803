"use client";

import { MenuIcon } from "lucide-react";
import dynamic from "next/dynamic";
import { useRef, useState } from "react";

const loadMobileMenu = () => import("./mobile-menu");
const MobileMenu = dynamic(loadMobileMenu, { ssr: false });

/** The phone's menu button; the slide-in menu's code loads on first hover, focus or tap. */
export function MobileMenuButton() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  return (
    <>
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
    </>
  );
}
