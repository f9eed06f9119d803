import "server-only";
import { hashPassword } from "@/lib/server/auth/password";
import { db } from "@/lib/server/db";
import { issueRegistrationDocument } from "@/lib/server/documents/issue";
import { recordCharge } from "@/lib/server/ledger/movements";
import { AppError } from "@/lib/server/http";
import { log } from "@/lib/server/log";
import { deliverSoon, queueMail } from "@/lib/server/mail/outbox";
import { barWelcomeMail } from "@/lib/server/mail/emails/bar-welcome";
import { magicianBarRegisteredMail } from "@/lib/server/mail/emails/magician-bar-registered";
import { magicianEmail, mailSender } from "@/lib/server/mail/sender";
import { claimSucceededIntent, syncIntentSuccess } from "@/lib/server/payments";
import type { RegistrationRequest } from "@/lib/validation/auth";
import { REGISTRATION_FEE_PENCE } from "@/lib/domain/constants";
import { PROFILE_SELECT, type UserProfile } from "./profile";
import { isUsernameTaken, usernameTakenError } from "./usernames";

export { REGISTRATION_RATE_LIMIT } from "./usernames";

/**
 * Registered bars get these coordinates, the centre of the UK, unless the page sends their own.
 * The exact values are our choice: 54.0° N, 2.0° W, near the geographic centre of
 * Great Britain (Dunsop Bridge area). Nothing is geocoded over the network.
 */
export const UK_CENTRE = { latitude: 54.0, longitude: -2.0 } as const;

/**
 * Creates a partner bar (role bar-client) once its £25 registration payment is verified, in one
 * transaction: the username is checked again under a lock (case-insensitive), then the payment
 * intent is claimed (succeeded, purpose "registration", never used before; it is marked used),
 * then the user is created with registrationPaid and registrationPaymentId, and the bar's welcome
 * (with the fee's receipt) and the magician's notice are queued. When the username
 * was taken meanwhile, nothing is claimed: the same payment can be used again with another username.
 */
export async function registerBar(input: RegistrationRequest): Promise<UserProfile> {
  if (await isUsernameTaken(input.username)) throw usernameTakenError();
  const password = await hashPassword(input.password);
  // Ask the gateway before the transaction: no network call while the username lock is held.
  await syncIntentSuccess(input.registrationPaymentId);
  const user = await db.$transaction(
    async (tx) => {
      // Serialises registrations of the same (lower-cased) username across connections.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`register:${input.username.trim().toLowerCase()}`}))`;
      if (await isUsernameTaken(input.username, tx)) throw usernameTakenError();
      const intent = await claimSucceededIntent(tx, { intentId: input.registrationPaymentId, purpose: "registration" });
      // The fee is set by the server when the intent is created; refuse anything less than £25.
      if (intent.amountPence < REGISTRATION_FEE_PENCE) throw new AppError("payment_required", "Payment not completed");
      const user = await tx.user.create({
        data: {
          username: input.username.trim(),
          password,
          email: input.email,
          role: "bar-client",
          barName: input.barName,
          ownerName: input.ownerName,
          barAddress: input.barAddress,
          barCity: input.barCity,
          barPostcode: input.barPostcode,
          contactPhone: input.contactPhone,
          barLatitude: input.barLatitude ?? UK_CENTRE.latitude,
          barLongitude: input.barLongitude ?? UK_CENTRE.longitude,
          registrationPaid: true,
          registrationPaymentId: input.registrationPaymentId,
        },
        select: PROFILE_SELECT,
      });
      // The fee is in the ledger before its document, as a booking's payment is: the books (and the
      // accounting system) send a document's money from the ledger, and the provider's own word of
      // the payment may come later or not at all. A later word adds nothing (one row per intent).
      await recordCharge(tx, { id: intent.id, bookingId: null }, intent.amountPence);
      // Queued with the account, so the bar has its receipt exactly when it has its account; paid when
      // the payment last changed (to succeeded), which may be before a retry with another username.
      // Its receipt or VAT invoice is numbered with the account (a registration refused here takes no number).
      const document = await issueRegistrationDocument(
        tx,
        { intentId: intent.id, amountPence: intent.amountPence },
        {
          id: user.id,
          barName: input.barName,
          ownerName: input.ownerName,
          email: input.email,
          barAddress: [input.barAddress, input.barCity, input.barPostcode].filter(Boolean).join(", "),
        },
      );
      const receipt = {
        amountPence: intent.amountPence,
        paidAt: intent.updatedAt,
        paymentId: intent.id,
        documentNumber: document.number,
        documentKind: document.kind,
      };
      await queueMail(tx, barWelcomeMail(user, receipt, await mailSender(tx)));
      const magician = await magicianEmail(tx);
      if (magician) await queueMail(tx, magicianBarRegisteredMail(magician, user, receipt));
      return user;
    },
    { timeout: 20_000 },
  );
  deliverSoon();
  log("info", "bar_registered", { userId: user.id });
  return user;
}
