import { getAdminBooking } from "@/lib/server/admin/bookings";
import { requireMagician } from "@/lib/server/auth/session";
import { handle, parseId } from "@/lib/server/http";

export const dynamic = "force-dynamic";

type Ctx = { params: Promise<{ id: string }> };

/** GET /api/bookings/{id}: one booking as the magician's details dialog shows it. */
export const GET = handle(async (request: Request, { params }: Ctx) => {
  await requireMagician(request);
  const id = parseId((await params).id);
  return Response.json(await getAdminBooking(id));
});
