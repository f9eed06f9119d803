import { formatFromPrice } from "@/lib/domain/pricing";
import type { PublicService } from "@/lib/domain/services";

import { ServiceArt } from "./artwork";
import { BookButton } from "./book-button";
import { bookButtonClass } from "./book-button-class";
import { CARD_STAGGER_MS, staggerStyle } from "./reveal";
import { StaticImage } from "./static-image";
import { SectionHeading } from "./section-heading";

function ServiceMedia({ service }: { service: PublicService }) {
  if (service.image) {
    return (
      <div className="relative aspect-[16/10] overflow-hidden rounded-t-xl bg-muted">
        <StaticImage
          src={service.image}
          alt=""
          fill
          sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
          className="object-cover transition-transform duration-700 group-hover:scale-105"
          unoptimized={!service.image.startsWith("/")}
        />
      </div>
    );
  }
  return (
    <div className="relative flex aspect-[16/10] items-center justify-center overflow-hidden rounded-t-xl bg-[radial-gradient(ellipse_at_center,color-mix(in_oklch,var(--violet-glow)_35%,transparent),transparent_70%)]">
      <ServiceArt
        title={service.title}
        className="size-32 transition-transform duration-700 group-hover:scale-110 group-hover:rotate-3"
      />
    </div>
  );
}

export function ServicesSection({ services }: { services: readonly PublicService[] }) {
  return (
    <section id="services" aria-labelledby="services-title" className="below-fold relative py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="services-title" eyebrow="What I perform" title="Magical Services">
          From intimate sleight of hand at your table to a full theatrical show, every performance is tailored to your
          guests and your occasion.
        </SectionHeading>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service, index) => (
            <li key={service.id} className="reveal" style={staggerStyle(index, CARD_STAGGER_MS)}>
              <article
                aria-labelledby={`service-${service.id}-title`}
                className="group flex h-full flex-col rounded-xl border border-border bg-card transition-[border-color,box-shadow,transform] duration-300 hover:-translate-y-1 hover:border-primary/50 hover:glow-gold"
              >
                <ServiceMedia service={service} />
                <div className="flex flex-1 flex-col p-6">
                  <h3 id={`service-${service.id}-title`} className="text-xl font-semibold">
                    {service.title}
                  </h3>
                  <p className="mt-3 flex-1 text-sm leading-relaxed text-muted-foreground">{service.description}</p>
                  <div className="mt-6 flex items-center justify-between gap-3">
                    <p className="font-display text-lg font-semibold text-primary">
                      {formatFromPrice(service.basePrice)}
                    </p>
                    <BookButton
                      className={bookButtonClass({ variant: "outline", size: "sm" })}
                      title={service.title}
                      serviceId={service.id}
                      aria-label={`Book ${service.title}`}
                    >
                      Book Now
                    </BookButton>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
