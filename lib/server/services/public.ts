import "server-only";
import { publicServices } from "@/lib/domain/services";
import { db } from "@/lib/server/db";

export const SERVICE_FIELDS = {
  id: true,
  title: true,
  description: true,
  image: true,
  basePrice: true,
  isActive: true,
} as const;

/** The services visitors see: active, without discount, Close-Up Magic first, then by price. */
export async function listPublicServices() {
  const services = await db.service.findMany({
    where: { isActive: true },
    select: SERVICE_FIELDS,
    orderBy: { id: "asc" },
  });
  return publicServices(services);
}
