import "server-only";
import { MAX_UPLOAD_BYTES } from "@/lib/domain/constants";
import type { Promotion, UploadRequest } from "@/lib/validation/promotions";
import { MAX_DATA_URL_LENGTH, UPLOAD_TOASTS } from "@/lib/validation/promotions";
import { audit, type Actor } from "@/lib/server/audit";
import { revalidatePublicSite } from "@/lib/server/revalidate";
import { db } from "@/lib/server/db";
import { SLIDESHOW_TIMER_KEY } from "@/lib/server/db/seed";
import { AppError, notFound } from "@/lib/server/http";
import { getStorage, sniffMediaType, storedNameFromUrl } from "@/lib/server/storage";
import {
  PROMOTION_DISPLAY_SELECT,
  PROMOTION_ORDER as ORDER,
  parseSlideshowTimer,
  type PromotionDisplay,
} from "./display";

export {
  PROMOTION_DISPLAY_SELECT,
  getSlideshowTimer,
  listActivePromotionDisplays,
  type PromotionDisplay,
} from "./display";

const PROMOTION_SELECT = {
  ...PROMOTION_DISPLAY_SELECT,
  isActive: true,
  displayOrder: true,
  createdAt: true,
} as const;

export interface PromotionDto extends PromotionDisplay {
  isActive: boolean;
  displayOrder: number;
  createdAt: string;
}

type Row = { createdAt: Date } & Omit<PromotionDto, "createdAt">;
const toDto = (row: Row): PromotionDto => ({ ...row, createdAt: row.createdAt.toISOString() });

/** What anyone may see: active promotions by display order. */
export async function listActivePromotions(): Promise<PromotionDto[]> {
  return (await db.promotion.findMany({ where: { isActive: true }, select: PROMOTION_SELECT, orderBy: ORDER })).map(
    toDto,
  );
}

/** What the magician manages: every promotion, active or not. */
export async function listAllPromotions(): Promise<PromotionDto[]> {
  return (await db.promotion.findMany({ select: PROMOTION_SELECT, orderBy: ORDER })).map(toDto);
}

export async function createPromotion(actor: Actor, data: Promotion): Promise<PromotionDto> {
  const created = await db.$transaction(async (tx) => {
    const row = await tx.promotion.create({
      data: { ...data, description: data.description ?? "" },
      select: PROMOTION_SELECT,
    });
    await audit(tx, actor, { action: "promotion.create", entity: "promotion", entityId: row.id, after: row });
    return row;
  });
  revalidatePublicSite();
  return toDto(created);
}

/** Optional fields sent as '' or null are cleared (the schema turns them into undefined, so we look at the raw body). */
export async function updatePromotion(
  actor: Actor,
  id: number,
  data: Partial<Promotion>,
  cleared: readonly string[] = [],
): Promise<PromotionDto> {
  const update: Record<string, unknown> = { ...data };
  for (const key of cleared) {
    if (["mediaUrl", "locationName", "locationUrl", "buttonUrl"].includes(key)) update[key] = null;
    if (key === "description") update[key] = "";
  }
  const updated = await db.$transaction(async (tx) => {
    const before = await tx.promotion.findUnique({ where: { id }, select: PROMOTION_SELECT });
    if (!before) throw notFound("Promotion not found.");
    const row = await tx.promotion.update({ where: { id }, data: update, select: PROMOTION_SELECT });
    await audit(tx, actor, { action: "promotion.update", entity: "promotion", entityId: id, before, after: row });
    return row;
  });
  revalidatePublicSite();
  return toDto(updated);
}

export async function deletePromotion(actor: Actor, id: number): Promise<{ id: number; deleted: true }> {
  const removed = await db.$transaction(async (tx) => {
    const before = await tx.promotion.findUnique({ where: { id }, select: PROMOTION_SELECT });
    if (!before) throw notFound("Promotion not found.");
    await tx.promotion.delete({ where: { id } });
    await audit(tx, actor, { action: "promotion.delete", entity: "promotion", entityId: id, before });
    return before;
  });
  // The uploaded file goes too, unless another promotion still shows it.
  const name = storedNameFromUrl(removed.mediaUrl);
  if (name && (await db.promotion.count({ where: { mediaUrl: removed.mediaUrl } })) === 0) {
    await getStorage().delete(name);
  }
  revalidatePublicSite();
  return { id, deleted: true };
}

// ------------------------------------------------------------------ media upload

/** The upload's JSON body may carry 10 MB of base64 (about 13.4 MB) plus the file name and type. */
export const UPLOAD_MAX_BODY_BYTES = MAX_DATA_URL_LENGTH + 4096;

/**
 * An upload body that is too large or of a refused type answers with the upload toast (title as
 * `error`, `description`) and 413 / 415, like the checks on the bytes themselves; anything else as is.
 */
export function uploadBodyError(error: AppError): AppError {
  if (error.code === "payload_too_large" || error.message === UPLOAD_TOASTS.tooLarge.description) {
    return new AppError("payload_too_large", UPLOAD_TOASTS.tooLarge.title, error.fieldErrors, {
      description: UPLOAD_TOASTS.tooLarge.description,
    });
  }
  if (error.message === UPLOAD_TOASTS.invalidType.description) {
    return new AppError("unsupported_media_type", UPLOAD_TOASTS.invalidType.title, error.fieldErrors, {
      description: UPLOAD_TOASTS.invalidType.description,
    });
  }
  return error;
}

/**
 * A promotion's image or video from the magician: decodes the data URL, checks the size (≤ 10 MB)
 * and the real type by its magic bytes (never the declared type or the name), stores it under a
 * generated name and answers its URL. Refused as 'File Too Large' or 'Invalid File Type'.
 */
export async function uploadPromotionMedia(actor: Actor, body: UploadRequest) {
  const base64 = body.fileData.slice(body.fileData.indexOf(",") + 1);
  const bytes = Buffer.from(base64, "base64");
  if (bytes.byteLength > MAX_UPLOAD_BYTES) {
    throw new AppError("payload_too_large", UPLOAD_TOASTS.tooLarge.title, undefined, {
      description: UPLOAD_TOASTS.tooLarge.description,
    });
  }
  const sniffed = sniffMediaType(bytes);
  if (!sniffed) {
    throw new AppError("unsupported_media_type", UPLOAD_TOASTS.invalidType.title, undefined, {
      description: UPLOAD_TOASTS.invalidType.description,
    });
  }
  const stored = await getStorage().put(bytes, sniffed);
  await audit(db, actor, {
    action: "promotion.upload",
    entity: "upload",
    entityId: stored.name,
    after: { url: stored.url, contentType: stored.contentType, size: stored.size },
  });
  return { url: stored.url, mediaType: sniffed.mediaType, contentType: stored.contentType, size: stored.size };
}

// ------------------------------------------------------------------ slideshow timer

export async function setSlideshowTimer(actor: Actor, timer: number): Promise<number> {
  await db.$transaction(async (tx) => {
    const before = await tx.setting.findUnique({ where: { key: SLIDESHOW_TIMER_KEY }, select: { value: true } });
    await tx.setting.upsert({
      where: { key: SLIDESHOW_TIMER_KEY },
      create: { key: SLIDESHOW_TIMER_KEY, value: String(timer) },
      update: { value: String(timer) },
    });
    await audit(tx, actor, {
      action: "slideshow.timer",
      entity: "setting",
      entityId: SLIDESHOW_TIMER_KEY,
      before: { timer: parseSlideshowTimer(before?.value) },
      after: { timer },
    });
  });
  revalidatePublicSite();
  return timer;
}
