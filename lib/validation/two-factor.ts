/** Two-factor sign-in: the messages the sign-in page and the settings card show, and the request bodies. */
import { z } from "@/lib/validation/zod";
import { loginSchema } from "./auth";
import { MAX, tooLong } from "./common";

export const TWO_FACTOR_MESSAGES = {
  /** authorize() throws this when the password was right and a code is needed: the login form then asks for it. */
  required: "Enter the 6-digit code from your authenticator app.",
  /** A wrong (or already used) code at sign-in. */
  wrongSignInCode: "That code is not right. Please try again.",
  /** A wrong code in the settings (turning on or off). */
  wrongCode: "That code is not right. Please try again with the current code from your app.",
  enterCode: "Enter the 6-digit code from your authenticator app.",
  enterCodeOrRecovery: "Enter the 6-digit code from your authenticator app, or one of your recovery codes.",
  setupFirst: "Please set up two-factor sign-in again: the QR code has expired or was never shown.",
  alreadyOn: "Two-factor sign-in is already on. Turn it off first to connect another app.",
  notOn: "Two-factor sign-in is not on.",
  passwordRequired: "Please enter your password.",
  wrongPassword: "That password is not right. Please try again.",
  tooMany: "Too many incorrect attempts. Please wait 15 minutes and try again.",
} as const;

/** The login form: username and password, and in its second step the authenticator or recovery code. */
export const loginWithCodeSchema = loginSchema.extend({
  code: z.string().max(MAX.code, tooLong(MAX.code)).optional(),
});
export type LoginWithCodeInput = z.infer<typeof loginWithCodeSchema>;

/** Six digits; spaces between them are allowed ("123 456"). */
const totpCode = z
  .string({ error: TWO_FACTOR_MESSAGES.enterCode })
  .transform((value) => value.replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.enterCode));

/** POST /api/admin/two-factor/enable { code }: a code of the app just set up. */
export const enableTwoFactorSchema = z.object({ code: totpCode });
export type EnableTwoFactorInput = z.input<typeof enableTwoFactorSchema>;

/** POST /api/admin/two-factor/disable { password, code }: the password and an authenticator or recovery code. */
export const disableTwoFactorSchema = z.object({
  password: z
    .string({ error: TWO_FACTOR_MESSAGES.passwordRequired })
    .min(1, TWO_FACTOR_MESSAGES.passwordRequired)
    .max(MAX.password, tooLong(MAX.password)),
  code: z
    .string({ error: TWO_FACTOR_MESSAGES.enterCodeOrRecovery })
    .trim()
    .min(1, TWO_FACTOR_MESSAGES.enterCodeOrRecovery)
    .max(MAX.code, tooLong(MAX.code)),
});
export type DisableTwoFactorInput = z.input<typeof disableTwoFactorSchema>;

/** GET /api/admin/two-factor */
export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
}

/** POST /api/admin/two-factor/setup */
export interface TwoFactorSetup {
  /** base32, to type into the app by hand */
  secret: string;
  otpauthUrl: string;
  /** the QR code of otpauthUrl as an SVG data URL (data:image/svg+xml;base64,…) */
  qrDataUrl: string;
  /** the set-up must be confirmed with a code before then */
  expiresAt: string;
}

/** POST /api/admin/two-factor/enable: the recovery codes, answered once. */
export interface TwoFactorEnabled {
  enabled: true;
  recoveryCodes: string[];
}
