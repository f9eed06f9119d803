import { UPLOAD_MAX_BODY_BYTES, uploadBodyError, uploadPromotionMedia } from "@/lib/server/promotions";
import { route } from "@/lib/server/route";
import { uploadRequestSchema } from "@/lib/validation/promotions";
import { uploadedMediaAnswer } from "@/lib/validation/answers/promotion-admin";

export const dynamic = "force-dynamic";

/**
 * POST /api/promotions/upload { fileData (data URL), fileName, fileType } → { url, mediaType }.
 * The type is decided by the bytes, never by fileType or the name.
 */
export const POST = route(
  {
    auth: "magician",
    body: uploadRequestSchema,
    maxBytes: UPLOAD_MAX_BODY_BYTES,
    bodyError: uploadBodyError,
    response: { 201: uploadedMediaAnswer },
    errors: ["unsupported_media_type"],
  },
  async ({ user, body }) => Response.json(await uploadPromotionMedia(user, body), { status: 201 }),
);
