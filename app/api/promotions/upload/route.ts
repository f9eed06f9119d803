import { requireMagician } from "@/lib/server/auth/session";
import { HttpError, handle, readJson } from "@/lib/server/http";
import { uploadPromotionMedia } from "@/lib/server/promotions";
import { MAX_DATA_URL_LENGTH, UPLOAD_TOASTS, uploadRequestSchema } from "@/lib/validation/promotions";

export const dynamic = "force-dynamic";

/** The JSON body may carry 10 MB of base64 (about 13.4 MB) plus the file name and type. */
const MAX_BODY_BYTES = MAX_DATA_URL_LENGTH + 4096;

/**
 * POST /api/promotions/upload { fileData (data URL), fileName, fileType } → { url, mediaType }.
 * The type is decided by the bytes, never by fileType or the name.
 */
export const POST = handle(async (request: Request) => {
  const user = await requireMagician(request);
  let body;
  try {
    body = await readJson(request, uploadRequestSchema, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof HttpError) {
      if (error.status === 413 || error.message === UPLOAD_TOASTS.tooLarge.description) {
        throw new HttpError(413, UPLOAD_TOASTS.tooLarge.title, error.fieldErrors, {
          description: UPLOAD_TOASTS.tooLarge.description,
        });
      }
      if (error.message === UPLOAD_TOASTS.invalidType.description) {
        throw new HttpError(415, UPLOAD_TOASTS.invalidType.title, error.fieldErrors, {
          description: UPLOAD_TOASTS.invalidType.description,
        });
      }
    }
    throw error;
  }
  return Response.json(await uploadPromotionMedia(user, body), { status: 201 });
});
