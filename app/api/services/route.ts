import { handle } from "@/lib/server/http";
import { listPublicServices } from "@/lib/server/services";

export const dynamic = "force-dynamic";

export const GET = handle(async (_request: Request) => Response.json(await listPublicServices()));
