import { z } from "@/lib/validation/zod";
import { apiPath } from "@/lib/api-client/paths";
import { openApiDocument } from "@/lib/server/openapi/document";
import { apiOperations } from "@/lib/server/openapi/operations";
import { route } from "@/lib/server/route";
import { ROUTE_MODULES } from "./route-modules";

export const dynamic = "force-dynamic";

const API_VERSION = "1.0.0";

/** The API's description (OpenAPI 3.1), built from what every route declares. */
export const GET = route(
  { auth: "public", response: { 200: z.object({ openapi: z.literal("3.1.0") }).loose() } },
  async () => Response.json(apiDescription()),
);

let description: Record<string, unknown> | undefined;

function apiDescription(): Record<string, unknown> {
  description ??= openApiDocument(
    apiOperations({ ...ROUTE_MODULES, [apiPath("getOpenApi")]: { GET } }).operations,
    API_VERSION,
  );
  return description;
}
