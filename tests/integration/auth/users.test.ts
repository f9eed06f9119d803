// GET /api/auth/validate, GET/PUT /api/users/{id}, PUT /api/users/{id}/password.
import { GET as validate } from "@/app/api/auth/validate/route";
import { PUT as changePassword } from "@/app/api/users/[id]/password/route";
import { GET as getUser, PUT as putUser } from "@/app/api/users/[id]/route";
import { verifyPassword } from "@/lib/server/auth/password";
import { createBarClient, magician, params, request, type TestUser } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";

// The machine is shared: allow slow database round trips (bcrypt at cost 12 included).
jest.setTimeout(60_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

const MAGICIAN_PASSWORD = process.env.MAGICIAN_PASSWORD || "abracadabra";

const settings = {
  barName: "The Renamed Bar",
  ownerName: "New Manager",
  email: "manager@renamed.example",
  contactPhone: "0141 555 0199",
  barAddress: "2 Renamed Street, Glasgow",
};

describe("GET /api/auth/validate", () => {
  it("answers the role of the session, 401 when signed out or the account is gone", async () => {
    const bar = await createBarClient();
    expect(await (await validate(await request("/api/auth/validate", { as: bar }))).json()).toMatchObject({
      role: "bar-client",
      id: bar.id,
    });
    expect(await (await validate(await request("/api/auth/validate", { as: await magician() }))).json()).toMatchObject({
      role: "magician",
    });
    expect((await validate(await request("/api/auth/validate"))).status).toBe(401);
    // A role that no longer matches the database, or a deleted user, is not a session.
    expect((await validate(await request("/api/auth/validate", { as: { ...bar, role: "magician" } }))).status).toBe(
      401,
    );
    await db.user.delete({ where: { id: bar.id } });
    expect((await validate(await request("/api/auth/validate", { as: bar }))).status).toBe(401);
  });

  it("ignores a bearer token: sessions are cookies only", async () => {
    const bar = await createBarClient();
    const signed = await request("/api/auth/validate", { as: bar });
    const token = signed.headers.get("cookie")!.split("=")[1];
    const bearer = await request("/api/auth/validate", { headers: { authorization: `Bearer ${token}` } });
    expect((await validate(bearer)).status).toBe(401);
  });
});

describe("GET /api/users/{id}", () => {
  it("a bar client reads its own record, never the password hash or payment references", async () => {
    const bar = await createBarClient();
    const response = await getUser(await request(`/api/users/${bar.id}`, { as: bar }), params({ id: String(bar.id) }));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      id: bar.id,
      barName: bar.barName,
      email: bar.email,
      contactPhone: bar.contactPhone,
      barAddress: bar.barAddress,
      ownerName: bar.ownerName,
    });
    expect(body).not.toHaveProperty("password");
    expect(body).not.toHaveProperty("registrationPaymentId");
    expect(JSON.stringify(body)).not.toContain("$2");
  });

  it("another bar client gets 403, anonymous 401, the magician reads anyone; unknown ids 404", async () => {
    const bar = await createBarClient();
    const other = await createBarClient();
    const id = String(bar.id);
    expect((await getUser(await request(`/api/users/${id}`, { as: other }), params({ id }))).status).toBe(403);
    expect((await getUser(await request(`/api/users/${id}`), params({ id }))).status).toBe(401);
    expect((await getUser(await request(`/api/users/${id}`, { as: await magician() }), params({ id }))).status).toBe(
      200,
    );
    expect(
      (await getUser(await request(`/api/users/999999`, { as: await magician() }), params({ id: "999999" }))).status,
    ).toBe(404);
    expect(
      (await getUser(await request(`/api/users/abc`, { as: await magician() }), params({ id: "abc" }))).status,
    ).toBe(404);
  });
});

describe("PUT /api/users/{id}", () => {
  it("a bar client updates its own settings; username, role and payment fields cannot change", async () => {
    const bar = await createBarClient();
    const id = String(bar.id);
    const response = await putUser(
      await request(`/api/users/${id}`, {
        method: "PUT",
        as: bar,
        body: { ...settings, role: "magician", username: "hijack", registrationPaid: false },
      }),
      params({ id }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject(settings);
    const stored = await db.user.findUniqueOrThrow({ where: { id: bar.id } });
    expect(stored).toMatchObject({ ...settings, role: "bar-client", username: bar.username, registrationPaid: true });
  });

  it.each([
    ["barName", "A", "Bar name must be at least 2 characters."],
    ["ownerName", "B", "Owner/Manager name must be at least 2 characters."],
    ["email", "nope", "Please enter a valid email address."],
    ["contactPhone", "012345", "Phone number must be at least 10 characters."],
    ["barAddress", "1 St", "Address must be at least 5 characters."],
  ])("400 for %s '%s' with '%s'", async (field, value, message) => {
    const bar = await createBarClient();
    const id = String(bar.id);
    const response = await putUser(
      await request(`/api/users/${id}`, { method: "PUT", as: bar, body: { ...settings, [field]: value } }),
      params({ id }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors[field]).toBe(message);
  });

  it("another bar client 403, anonymous 401; the magician may edit (audited)", async () => {
    const bar = await createBarClient();
    const other = await createBarClient();
    const id = String(bar.id);
    expect(
      (await putUser(await request(`/api/users/${id}`, { method: "PUT", as: other, body: settings }), params({ id })))
        .status,
    ).toBe(403);
    expect(
      (await putUser(await request(`/api/users/${id}`, { method: "PUT", body: settings }), params({ id }))).status,
    ).toBe(401);
    expect((await db.user.findUniqueOrThrow({ where: { id: bar.id } })).barName).toBe(bar.barName);
    const boss = await magician();
    expect(
      (
        await putUser(
          await request(`/api/users/${id}`, { method: "PUT", as: boss, body: { contactPhone: "0141 555 0777" } }),
          params({ id }),
        )
      ).status,
    ).toBe(200);
    const audit = await db.auditLog.findFirstOrThrow({ where: { entity: "user", entityId: id } });
    expect(audit).toMatchObject({
      actorId: boss.id,
      action: "user.update",
      before: { contactPhone: bar.contactPhone },
      after: { contactPhone: "0141 555 0777" },
    });
  });

  it("400 for an empty update", async () => {
    const bar = await createBarClient();
    const id = String(bar.id);
    expect(
      (await putUser(await request(`/api/users/${id}`, { method: "PUT", as: bar, body: {} }), params({ id }))).status,
    ).toBe(400);
  });
});

describe("PUT /api/users/{id}/password", () => {
  const put = async (id: number, body: unknown, as?: TestUser) =>
    changePassword(await request(`/api/users/${id}/password`, { method: "PUT", as, body }), params({ id: String(id) }));

  it("changes the password when the current one is right; the new one then signs in", async () => {
    const bar = await createBarClient({ password: "old-password-1" });
    const response = await put(bar.id, { currentPassword: "old-password-1", newPassword: "new-secret" }, bar);
    expect(response.status).toBe(200);
    const stored = await db.user.findUniqueOrThrow({ where: { id: bar.id } });
    expect(await verifyPassword("new-secret", stored.password)).toBe(true);
    expect(await verifyPassword("old-password-1", stored.password)).toBe(false);
  });

  it("a wrong current password: 400 with 'Current password is incorrect' in message and error; nothing changes", async () => {
    const bar = await createBarClient({ password: "old-password-1" });
    const response = await put(bar.id, { currentPassword: "wrong-one", newPassword: "new-secret" }, bar);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.message).toBe("Current password is incorrect");
    expect(body.error).toBe("Current password is incorrect");
    const stored = await db.user.findUniqueOrThrow({ where: { id: bar.id } });
    expect(await verifyPassword("old-password-1", stored.password)).toBe(true);
  });

  it("validates: current password required, new password at least 6 (message in `message`)", async () => {
    const bar = await createBarClient({ password: "old-password-1" });
    const missing = await (await put(bar.id, { currentPassword: "", newPassword: "new-secret" }, bar)).json();
    expect(missing.message).toBe("Current password is required.");
    const short = await put(bar.id, { currentPassword: "old-password-1", newPassword: "12345" }, bar);
    expect(short.status).toBe(400);
    expect((await short.json()).fieldErrors.newPassword).toBe("New password must be at least 6 characters.");
  });

  it("another bar client 403 and anonymous 401, before any password is checked", async () => {
    const bar = await createBarClient({ password: "old-password-1" });
    const other = await createBarClient({ password: "old-password-1" });
    expect((await put(bar.id, { currentPassword: "old-password-1", newPassword: "hijacked" }, other)).status).toBe(403);
    expect((await put(bar.id, { currentPassword: "old-password-1", newPassword: "hijacked" })).status).toBe(401);
    expect(
      await verifyPassword("old-password-1", (await db.user.findUniqueOrThrow({ where: { id: bar.id } })).password),
    ).toBe(true);
  });

  it("the magician resets a bar's password by confirming the magician's own password (audited)", async () => {
    const bar = await createBarClient({ password: "old-password-1" });
    const boss = await magician();
    expect((await put(bar.id, { currentPassword: "old-password-1", newPassword: "reset-pass" }, boss)).status).toBe(
      400,
    );
    expect((await put(bar.id, { currentPassword: MAGICIAN_PASSWORD, newPassword: "reset-pass" }, boss)).status).toBe(
      200,
    );
    expect(
      await verifyPassword("reset-pass", (await db.user.findUniqueOrThrow({ where: { id: bar.id } })).password),
    ).toBe(true);
    expect(await db.auditLog.count({ where: { action: "user.password.reset", entityId: String(bar.id) } })).toBe(1);
  });

  it("429 after 5 wrong current passwords in 15 minutes", async () => {
    const bar = await createBarClient({ password: "old-password-1" });
    for (let i = 0; i < 5; i++)
      expect((await put(bar.id, { currentPassword: `wrong-${i}`, newPassword: "new-secret" }, bar)).status).toBe(400);
    const limited = await put(bar.id, { currentPassword: "old-password-1", newPassword: "new-secret" }, bar);
    expect(limited.status).toBe(429);
    expect((await limited.json()).message).toMatch(/Too many/);
  });
});
