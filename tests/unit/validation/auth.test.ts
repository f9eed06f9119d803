import { fieldErrors } from "@/lib/validation/common";
import {
  accountSettingsSchema,
  changePasswordRequestSchema,
  changePasswordSchema,
  loginSchema,
  registrationFormSchema,
  registrationRequestSchema,
} from "@/lib/validation/auth";

describe("login", () => {
  it("requires username and password", () => {
    expect(fieldErrors(loginSchema.safeParse({ username: " ", password: "" }).error!)).toEqual({
      username: "Username is required.",
      password: "Password is required.",
    });
    expect(fieldErrors(loginSchema.safeParse({}).error!)).toEqual({
      username: "Username is required.",
      password: "Password is required.",
    });
    expect(loginSchema.parse({ username: " magician ", password: " secret " })).toEqual({
      username: "magician",
      password: " secret ",
    });
    expect(loginSchema.safeParse({ username: "a", password: "x".repeat(73) }).success).toBe(false);
  });
});

describe("registration", () => {
  const valid = {
    barName: "The Lab Bar",
    ownerName: "Sam Lee",
    barAddress: "1 Main St, Glasgow",
    contactPhone: "0141 555",
    email: "bar@example.com",
    username: "labbar",
    password: "password1",
  };
  it("gives the spec's messages", () => {
    const r = registrationFormSchema.safeParse({
      barName: "B",
      ownerName: "S",
      barAddress: "1 M",
      contactPhone: "0141",
      email: "x",
      username: "abcd",
      password: "1234567",
    });
    expect(fieldErrors(r.error!)).toEqual({
      barName: "Bar name is required",
      ownerName: "Owner name is required",
      barAddress: "Bar address is required",
      contactPhone: "Contact phone is required",
      email: "Please enter a valid email address",
      username: "Username must be at least 5 characters",
      password: "Password must be at least 8 characters",
    });
    expect(registrationFormSchema.safeParse(valid).success).toBe(true);
  });

  it("requires the payment reference on the server and strips the role", () => {
    expect(registrationRequestSchema.safeParse(valid).success).toBe(false);
    const v = registrationRequestSchema.parse({
      ...valid,
      role: "magician",
      registrationPaid: true,
      registrationPaymentId: "pi_1",
      barLatitude: 55.86,
      barLongitude: null,
    });
    expect("role" in v).toBe(false);
    expect(v.barLatitude).toBe(55.86);
    expect(v.barLongitude).toBeUndefined();
  });
});

describe("account settings", () => {
  it("gives the spec's messages", () => {
    const r = accountSettingsSchema.safeParse({
      barName: "B",
      ownerName: "S",
      email: "x",
      contactPhone: "012345678",
      barAddress: "1 M",
    });
    expect(fieldErrors(r.error!)).toEqual({
      barName: "Bar name must be at least 2 characters.",
      ownerName: "Owner/Manager name must be at least 2 characters.",
      email: "Please enter a valid email address.",
      contactPhone: "Phone number must be at least 10 characters.",
      barAddress: "Address must be at least 5 characters.",
    });
  });
});

describe("change password", () => {
  it("checks each field and the match", () => {
    expect(
      fieldErrors(
        changePasswordSchema.safeParse({ currentPassword: "", newPassword: "abc", confirmPassword: "" }).error!,
      ),
    ).toEqual({
      currentPassword: "Current password is required.",
      newPassword: "New password must be at least 6 characters.",
      confirmPassword: "Please confirm your new password.",
    });
    expect(
      fieldErrors(
        changePasswordSchema.safeParse({ currentPassword: "old", newPassword: "abcdef", confirmPassword: "abcdeg" })
          .error!,
      ),
    ).toEqual({
      confirmPassword: "Passwords don't match",
    });
    expect(
      changePasswordSchema.safeParse({ currentPassword: "old", newPassword: "abcdef", confirmPassword: "abcdef" })
        .success,
    ).toBe(true);
    expect(changePasswordRequestSchema.safeParse({ currentPassword: "old", newPassword: "abcdef" }).success).toBe(true);
  });
});
