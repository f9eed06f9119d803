import type { PublicService } from "@/lib/domain/services";

import { TopHatMark } from "./artwork";
import { NAV_LINKS } from "./nav-links";
import { SectionLink } from "./section-link";

const SOCIAL = [
  {
    name: "Instagram",
    href: "https://www.instagram.com/",
    path: "M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H7Zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Zm5.25-3.25a1.25 1.25 0 1 1 0 2.5 1.25 1.25 0 0 1 0-2.5Z",
  },
  {
    name: "Facebook",
    href: "https://www.facebook.com/",
    path: "M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.6 1.6-1.6h1.7V4.4c-.3 0-1.3-.1-2.5-.1-2.5 0-4.1 1.5-4.1 4.2v2.3H7.5V14h2.7v8h3.3Z",
  },
  {
    name: "YouTube",
    href: "https://www.youtube.com/",
    path: "M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z",
  },
] as const;

const linkClass =
  "rounded-sm text-muted-foreground outline-none transition-colors hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/60";

export function SiteFooter({ services }: { services: readonly Pick<PublicService, "id" | "title">[] }) {
  const year = new Date().getFullYear();
  return (
    <footer className="below-fold border-t border-border bg-midnight">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-4">
        <div className="md:col-span-1">
          <SectionLink
            to="home"
            className="flex items-center gap-2 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            <TopHatMark className="size-8" />
            <span className="font-decorative text-lg text-gradient-gold">Summon a Magician</span>
          </SectionLink>
          <p className="mt-4 text-sm leading-relaxed text-muted-foreground">
            Close-up magic, stage illusions and mentalism from Glasgow to anywhere in the UK.
          </p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2
            id="footer-quick-links"
            className="font-sans text-sm font-semibold tracking-wider text-foreground uppercase"
          >
            Quick Links
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {NAV_LINKS.map((link) => (
              <li key={link.id}>
                <SectionLink to={link.id} className={linkClass}>
                  {link.label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="font-sans text-sm font-semibold tracking-wider text-foreground uppercase">
            Services
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {services.map((service) => (
              <li key={service.id}>
                <SectionLink to="services" className={linkClass}>
                  {service.title}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-sans text-sm font-semibold tracking-wider text-foreground uppercase">Follow the Magic</h2>
          <ul className="mt-4 flex gap-3">
            {SOCIAL.map((social) => (
              <li key={social.name}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${social.name} (opens in a new tab)`}
                  className="inline-flex size-10 items-center justify-center rounded-full border border-border text-muted-foreground outline-none transition-colors hover:border-primary hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/60"
                >
                  <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true" focusable="false">
                    <path d={social.path} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-border/60">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:px-6">
          <p>© {year} Summon a Magician. All rights reserved.</p>
          <ul className="flex flex-wrap items-center gap-x-5 gap-y-2">
            <li>
              <a href="/register-bar" className={linkClass}>
                Register your bar
              </a>
            </li>
            <li>
              <a href="/privacy-policy" className={linkClass}>
                Privacy Policy
              </a>
            </li>
            <li>
              <a href="/terms-of-service" className={linkClass}>
                Terms of Service
              </a>
            </li>
            <li>
              <a href="/admin" className={linkClass}>
                Admin
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
