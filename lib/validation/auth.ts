/** Login, bar registration, account settings and password change, with their messages. */
import { z } from "@/lib/validation/zod";
import { MAX, email, optionalText, text, tooLong, type ToastText } from "./common";

export const loginSchema = z.object({
  username: text({ min: 1, minMessage: "Username is required.", max: MAX.username }),
  // passwords are not trimmed
  password: z
    .string({ error: "Password is required." })
    .min(1, "Password is required.")
    .max(MAX.password, tooLong(MAX.password)),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const REGISTRATION_MESSAGES = {
  username: "Username must be at least 5 characters",
  usernameFormat: "Username may only contain letters, numbers, dots, dashes and underscores",
  password: "Password must be at least 8 characters",
  email: "Please enter a valid email address",
  barName: "Bar name is required",
  ownerName: "Owner name is required",
  barAddress: "Bar address is required",
  contactPhone: "Contact phone is required",
} as const;

const latitude = z.preprocess((v) => (v === null || v === "" ? undefined : v), z.number().min(-90).max(90).optional());
const longitude = z.preprocess(
  (v) => (v === null || v === "" ? undefined : v),
  z.number().min(-180).max(180).optional(),
);

/** Step 1 of /register-bar (the form). */
export const registrationFormSchema = z.object({
  barName: text({ min: 2, minMessage: REGISTRATION_MESSAGES.barName, max: MAX.title }),
  ownerName: text({ min: 2, minMessage: REGISTRATION_MESSAGES.ownerName, max: MAX.name }),
  barAddress: text({ min: 5, minMessage: REGISTRATION_MESSAGES.barAddress, max: MAX.address }),
  contactPhone: text({ min: 5, minMessage: REGISTRATION_MESSAGES.contactPhone, max: MAX.phone }),
  email: email(REGISTRATION_MESSAGES.email),
  username: text({ min: 5, minMessage: REGISTRATION_MESSAGES.username, max: MAX.username }).regex(
    /^[A-Za-z0-9._-]+$/,
    REGISTRATION_MESSAGES.usernameFormat,
  ),
  password: z
    .string({ error: REGISTRATION_MESSAGES.password })
    .min(8, REGISTRATION_MESSAGES.password)
    .max(MAX.password, tooLong(MAX.password)),
});
export type RegistrationForm = z.infer<typeof registrationFormSchema>;

/**
 * POST /api/auth/register. role and registrationPaid sent by the page are
 * ignored (stripped): the server sets role bar-client and verifies the payment.
 */
export const registrationRequestSchema = registrationFormSchema.extend({
  barCity: optionalText(MAX.shortText),
  barPostcode: optionalText(20),
  barLatitude: latitude,
  barLongitude: longitude,
  registrationPaymentId: text({ min: 1, minMessage: "Payment reference is required.", max: MAX.id }),
});
export type RegistrationRequest = z.output<typeof registrationRequestSchema>;

/** GET /api/auth/check-username?username= */
export const checkUsernameSchema = z.object({
  username: text({ min: 1, minMessage: "Username is required.", max: MAX.username }),
});

export const REGISTRATION_TOASTS = {
  usernameTaken: { title: "Username already taken", description: "Please choose a different username" },
  processFailed: { title: "Registration process failed" },
  failed: { title: "Registration failed" },
  successful: { title: "Registration successful" },
  paymentFailed: { title: "Payment Failed", description: "An unexpected error occurred." },
  paymentSuccessful: { title: "Payment Successful!" },
} as const satisfies Record<string, ToastText>;

/** Shown on the sign-in page a newly registered bar lands on, until it signs in. */
export const REGISTERED_SIGN_IN_MESSAGE = "Your bar is registered: sign in to open your dashboard.";

/** The sign-in page's address after a registration: its ?registered= fills in the username. */
export const signInAfterRegistrationPath = (username: string) =>
  `/admin?registered=${encodeURIComponent(username.trim())}`;

export const LOGIN_TOASTS = {
  failed: { title: "Login Failed", description: "Invalid credentials. Please try again." },
  unauthorized: { title: "Unauthorized", description: "Please log in to access this page" },
} as const satisfies Record<string, ToastText>;

export const ACCOUNT_SETTINGS_MESSAGES = {
  barName: "Bar name must be at least 2 characters.",
  ownerName: "Owner/Manager name must be at least 2 characters.",
  email: "Please enter a valid email address.",
  contactPhone: "Phone number must be at least 10 characters.",
  barAddress: "Address must be at least 5 characters.",
} as const;

/** PUT /api/users/{id} and the account settings form. */
export const accountSettingsSchema = z.object({
  barName: text({ min: 2, minMessage: ACCOUNT_SETTINGS_MESSAGES.barName, max: MAX.title }),
  ownerName: text({ min: 2, minMessage: ACCOUNT_SETTINGS_MESSAGES.ownerName, max: MAX.name }),
  email: email(ACCOUNT_SETTINGS_MESSAGES.email),
  contactPhone: text({ min: 10, minMessage: ACCOUNT_SETTINGS_MESSAGES.contactPhone, max: MAX.phone }),
  barAddress: text({ min: 5, minMessage: ACCOUNT_SETTINGS_MESSAGES.barAddress, max: MAX.address }),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

export const CHANGE_PASSWORD_MESSAGES = {
  currentPassword: "Current password is required.",
  newPassword: "New password must be at least 6 characters.", // (decided: our own wording)
  confirmPassword: "Please confirm your new password.",
  mismatch: "Passwords don't match",
} as const;

/** PUT /api/users/{id}/password */
export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string({ error: CHANGE_PASSWORD_MESSAGES.currentPassword })
    .min(1, CHANGE_PASSWORD_MESSAGES.currentPassword)
    .max(MAX.password, tooLong(MAX.password)),
  newPassword: z
    .string({ error: CHANGE_PASSWORD_MESSAGES.newPassword })
    .min(6, CHANGE_PASSWORD_MESSAGES.newPassword)
    .max(MAX.password, tooLong(MAX.password)),
});

/** The change-password form ('Passwords don't match' on confirmPassword). */
export const changePasswordSchema = changePasswordRequestSchema
  .extend({
    confirmPassword: z
      .string({ error: CHANGE_PASSWORD_MESSAGES.confirmPassword })
      .min(6, CHANGE_PASSWORD_MESSAGES.confirmPassword)
      .max(MAX.password, tooLong(MAX.password)),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: CHANGE_PASSWORD_MESSAGES.mismatch,
  });
export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;

// Without zod, so the bar dashboard can show them before any form has loaded.
export { BAR_CLIENT_TOASTS } from "./bar-client-toasts";
