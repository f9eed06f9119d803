import { adminBookingsPage } from "@/lib/server/admin/bookings-list";
import { pageResponse } from "@/lib/server/paging";
import { route } from "@/lib/server/route";
import { bookingListAddressSchema } from "@/lib/validation/booking-list";
import { z } from "@/lib/validation/zod";
import { adminBookingAnswer } from "@/lib/validation/answers/admin-booking";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/bookings?q&status&paymentStatus&source&venue&from&to&sort&limit&cursor: the
 * magician's bookings table (the filters of GET /api/bookings) in the dashboard's shape; the next
 * page in a Link header. Magician only.
 */
export const GET = route(
  {
    auth: "magician",
    query: bookingListAddressSchema,
    response: { 200: z.array(adminBookingAnswer) },
    errors: ["bad_request"],
  },
  async ({ user, url }) => pageResponse(await adminBookingsPage(user, url)),
);
