import { z } from "zod";
import { requireMagician } from "@/lib/server/auth/session";
import { handle, parseId, parseWith, readJson } from "@/lib/server/http";
import { deletePromotion, updatePromotion } from "@/lib/server/promotions";
import { promotionUpdateSchema } from "@/lib/validation/promotions";

export const dynamic = "force-dynamic";

type Ctx = { params: Promise<{ id: string }> };

/** Partial update; optional text fields sent as '' or null are cleared. */
export const PUT = handle(async (request: Request, { params }: Ctx) => {
  const user = await requireMagician(request);
  const id = parseId((await params).id);
  const raw = await readJson(request, z.record(z.string(), z.unknown()));
  const data = parseWith(promotionUpdateSchema, raw);
  const cleared = Object.keys(raw).filter((k) => raw[k] === null || raw[k] === "");
  return Response.json(await updatePromotion(user, id, data, cleared));
});

export const DELETE = handle(async (request: Request, { params }: Ctx) => {
  const user = await requireMagician(request);
  const id = parseId((await params).id);
  return Response.json(await deletePromotion(user, id));
});
