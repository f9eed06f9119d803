"use client";

import { lazy, Suspense, useRef, useState, type ReactNode } from "react";

const loadMobileMenu = () => import("./mobile-menu");
const MobileMenu = lazy(loadMobileMenu);

/** The phone's menu button; the slide-in menu's code loads on first hover, focus or tap. Its icon comes
 * rendered from the server (SiteHeader), so no icon code is in the first load. */
export function MobileMenuButton({ icon }: { icon: ReactNode }) {
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
        {icon}
      </button>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} returnFocusTo={menuButton} />
        </Suspense>
      )}
    </>
  );
}
