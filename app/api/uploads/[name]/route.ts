import { getStorage } from "@/lib/server/storage";
import { notFound } from "@/lib/server/http";
import { route } from "@/lib/server/route";
import { UPLOAD_CSP } from "@/lib/server/security/headers.mjs";
import { z } from "@/lib/validation/zod";

export const dynamic = "force-dynamic";

/**
 * Streams an uploaded promotion file with the content type of its checked extension,
 * nosniff, a sandboxing CSP (the same as next.config.mjs sets for these paths), and a long cache
 * (names are random and never reused). Also served at /uploads/<name>.
 */
export const GET = route({ auth: "public", params: z.object({ name: z.string() }), response: { 200: "*/*" } }, async ({ params }) => {
  const file = await getStorage().get(params.name);
  if (!file) throw notFound();
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": UPLOAD_CSP,
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
});
