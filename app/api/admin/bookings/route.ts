import { adminBookingsPage } from "@/lib/server/admin/bookings-list";
import { requireMagician } from "@/lib/server/auth/session";
import { handle } from "@/lib/server/http";
import { pageResponse } from "@/lib/server/paging";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/bookings?q&status&paymentStatus&source&venue&from&to&sort&limit&cursor: the
 * magician's bookings table (the filters of GET /api/bookings) in the dashboard's shape; the next
 * page in a Link header. Magician only.
 */
export const GET = handle(async (request: Request) => {
  const user = await requireMagician(request);
  return pageResponse(await adminBookingsPage(user, new URL(request.url)));
});
