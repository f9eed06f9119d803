import { route } from "@/lib/server/route";
import { REGISTRATION_RATE_LIMIT, registerBar } from "@/lib/server/users/registration";
import { registrationRequestSchema } from "@/lib/validation/auth";
import { registrationAnswer } from "@/lib/validation/answers/account";

export const dynamic = "force-dynamic";

/**
 * POST /api/auth/register: creates a partner bar (role bar-client) after verifying its £25
 * registration payment (registrationPaymentId = the payment intent id). `role` and
 * `registrationPaid` in the body are ignored. 400 with the form's field messages, 402 when the
 * payment did not succeed, 409 when the username is taken or the payment was used already,
 * 429 when the address registers too often.
 */
export const POST = route(
  {
    auth: "public",
    rateLimit: REGISTRATION_RATE_LIMIT,
    body: registrationRequestSchema,
    response: { 201: registrationAnswer },
    errors: ["conflict"],
  },
  async ({ body }) => {
    const user = await registerBar(body);
    return Response.json({ user, message: "Registration successful" }, { status: 201 });
  },
);
