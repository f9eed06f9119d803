import { formatFromPrice } from "@/lib/domain/pricing";
import { FALLBACK_SERVICES } from "@/lib/domain/services";
import { listPublicServices } from "@/lib/server/services";

// Statically rendered, refreshed in the background so the magician's changes show without a redeploy.
export const revalidate = 300;

async function servicesOrFallback() {
  try {
    return await listPublicServices();
  } catch {
    return [...FALLBACK_SERVICES];
  }
}

export default async function HomePage() {
  const services = await servicesOrFallback();
  return (
    <main id="home" className="mx-auto max-w-5xl px-6 py-24">
      <h1 className="font-display text-5xl text-primary">Summon a Magician</h1>
      <p className="mt-4 text-lg text-muted-foreground">Based in Glasgow, UK - Available Nationwide</p>
      <section id="services" className="mt-16 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <article key={service.id} className="rounded-xl border border-border bg-card p-6">
            <h2 className="font-display text-xl">{service.title}</h2>
            <p className="mt-2 text-sm text-muted-foreground">{service.description}</p>
            <p className="mt-4 font-semibold text-primary">{formatFromPrice(service.basePrice)}</p>
          </article>
        ))}
      </section>
    </main>
  );
}
