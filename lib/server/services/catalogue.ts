import "server-only";
import type { BarServiceData, ServiceData } from "@/lib/validation/services";
import { db } from "@/lib/server/db";
import { notFound } from "@/lib/server/http";
import { audit, type Actor } from "@/lib/server/audit";
import { revalidatePublicSite } from "@/lib/server/revalidate";
import { SERVICE_FIELDS as SERVICE_SELECT } from "./public";

const BAR_SERVICE_SELECT = { ...SERVICE_SELECT, discount: true } as const;

export interface ServiceDto {
  id: number;
  title: string;
  description: string;
  image: string | null;
  basePrice: number;
  isActive: boolean;
}
export interface BarServiceDto extends ServiceDto {
  discount: number;
}

/** What deleting did: removed, or kept but deactivated because bookings refer to it. */
export interface DeleteOutcome {
  id: number;
  deleted: boolean;
  deactivated: boolean;
}

// ------------------------------------------------------------------ services

/** Every service, active or not (the magician's Services tab). */
export async function listAllServices(): Promise<ServiceDto[]> {
  return db.service.findMany({ select: SERVICE_SELECT, orderBy: [{ basePrice: "asc" }, { id: "asc" }] });
}

export async function createService(actor: Actor, data: ServiceData): Promise<ServiceDto> {
  const created = await db.$transaction(async (tx) => {
    const row = await tx.service.create({ data, select: SERVICE_SELECT });
    await audit(tx, actor, { action: "service.create", entity: "service", entityId: row.id, after: row });
    return row;
  });
  revalidatePublicSite();
  return created;
}

export async function updateService(actor: Actor, id: number, data: Partial<ServiceData>): Promise<ServiceDto> {
  const updated = await db.$transaction(async (tx) => {
    const before = await tx.service.findUnique({ where: { id }, select: SERVICE_SELECT });
    if (!before) throw notFound("Service not found.");
    const row = await tx.service.update({ where: { id }, data, select: SERVICE_SELECT });
    await audit(tx, actor, { action: "service.update", entity: "service", entityId: id, before, after: row });
    return row;
  });
  revalidatePublicSite();
  return updated;
}

/**
 * Whether any booking's selectedServices JSON refers to the id, stored either as a bare id
 * or as an object with that id. Bar-service bookings refer to bar services, the others to services.
 */
async function referencedByBookings(id: number, kind: "service" | "bar-service"): Promise<boolean> {
  const asObject = JSON.stringify([{ id }]);
  const asId = JSON.stringify([id]);
  const asText = JSON.stringify([String(id)]);
  const asTextObject = JSON.stringify([{ id: String(id) }]);
  const rows = await db.$queryRaw<{ found: number }[]>`
    SELECT 1 AS found FROM "bookings" WHERE ("source" = 'bar-service') = ${kind === "bar-service"} AND (
      "selectedServices" @> ${asObject}::jsonb OR "selectedServices" @> ${asId}::jsonb OR
      "selectedServices" @> ${asText}::jsonb OR "selectedServices" @> ${asTextObject}::jsonb) LIMIT 1`;
  return rows.length > 0;
}

/**
 * Deleting a service that bookings refer to deactivates it instead, so booking history keeps its
 * names and prices and the id is never reused.
 */
export async function deleteService(actor: Actor, id: number): Promise<DeleteOutcome> {
  const before = await db.service.findUnique({ where: { id }, select: SERVICE_SELECT });
  if (!before) throw notFound("Service not found.");
  const keep = await referencedByBookings(id, "service");
  await db.$transaction(async (tx) => {
    if (keep) {
      const after = await tx.service.update({ where: { id }, data: { isActive: false }, select: SERVICE_SELECT });
      await audit(tx, actor, { action: "service.deactivate", entity: "service", entityId: id, before, after });
    } else {
      await tx.service.delete({ where: { id } });
      await audit(tx, actor, { action: "service.delete", entity: "service", entityId: id, before });
    }
  });
  revalidatePublicSite();
  return { id, deleted: !keep, deactivated: keep };
}

// ------------------------------------------------------------------ bar services

/** Active bar services (anyone may read them; the bar-client dashboard lists them), cheapest first. */
export async function listActiveBarServices(): Promise<BarServiceDto[]> {
  return db.barService.findMany({
    where: { isActive: true },
    select: BAR_SERVICE_SELECT,
    orderBy: [{ basePrice: "asc" }, { id: "asc" }],
  });
}

export async function listAllBarServices(): Promise<BarServiceDto[]> {
  return db.barService.findMany({ select: BAR_SERVICE_SELECT, orderBy: [{ basePrice: "asc" }, { id: "asc" }] });
}

export async function createBarService(actor: Actor, data: BarServiceData): Promise<BarServiceDto> {
  const created = await db.$transaction(async (tx) => {
    const row = await tx.barService.create({ data, select: BAR_SERVICE_SELECT });
    await audit(tx, actor, { action: "bar-service.create", entity: "bar_service", entityId: row.id, after: row });
    return row;
  });
  revalidatePublicSite();
  return created;
}

export async function updateBarService(
  actor: Actor,
  id: number,
  data: Partial<BarServiceData>,
): Promise<BarServiceDto> {
  const updated = await db.$transaction(async (tx) => {
    const before = await tx.barService.findUnique({ where: { id }, select: BAR_SERVICE_SELECT });
    if (!before) throw notFound("Bar service not found.");
    const row = await tx.barService.update({ where: { id }, data, select: BAR_SERVICE_SELECT });
    await audit(tx, actor, { action: "bar-service.update", entity: "bar_service", entityId: id, before, after: row });
    return row;
  });
  revalidatePublicSite();
  return updated;
}

export async function deleteBarService(actor: Actor, id: number): Promise<DeleteOutcome> {
  const before = await db.barService.findUnique({ where: { id }, select: BAR_SERVICE_SELECT });
  if (!before) throw notFound("Bar service not found.");
  const keep = await referencedByBookings(id, "bar-service");
  await db.$transaction(async (tx) => {
    if (keep) {
      const after = await tx.barService.update({
        where: { id },
        data: { isActive: false },
        select: BAR_SERVICE_SELECT,
      });
      await audit(tx, actor, { action: "bar-service.deactivate", entity: "bar_service", entityId: id, before, after });
    } else {
      await tx.barService.delete({ where: { id } });
      await audit(tx, actor, { action: "bar-service.delete", entity: "bar_service", entityId: id, before });
    }
  });
  revalidatePublicSite();
  return { id, deleted: !keep, deactivated: keep };
}
