/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DELETE as deletePromotion, PUT as putPromotion } from "@/app/api/promotions/[id]/route";
import { GET as manage } from "@/app/api/promotions/manage/route";
import { GET as getPromotions, POST as postPromotion } from "@/app/api/promotions/route";
import { POST as upload } from "@/app/api/promotions/upload/route";
import { GET as getTimer, POST as postTimer } from "@/app/api/slideshow/timer/route";
import { GET as getUpload } from "@/app/api/uploads/[name]/route";
import { GET as getUploadShort } from "@/app/uploads/[name]/route";
import { LocalFileStorage, setStorage } from "@/lib/server/storage";
import { db, resetAndSeed } from "../../support/db";
import { call, expectMagicianOnly } from "./helpers";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "summon-uploads-"));
beforeAll(() => setStorage(new LocalFileStorage(dir)));
beforeEach(resetAndSeed);
afterAll(async () => {
  setStorage(undefined);
  fs.rmSync(dir, { recursive: true, force: true });
  await db.$disconnect();
});

// A real 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString("base64")}`;

const promo = {
  title: "Summer Shows",
  description: "Outdoor magic all summer.",
  mediaType: "image",
  mediaUrl: "/images/promotions/festive.svg",
  buttonUrl: "/#contact",
  displayOrder: 5,
};

describe("promotions", () => {
  it("public GET lists active promotions by display order; manage lists all (magician only)", async () => {
    await db.promotion.create({ data: { title: "Hidden", description: "x", isActive: false, displayOrder: 0 } });
    await db.promotion.create({ data: { title: "First", description: "x", displayOrder: -1 + 1 } });
    const pub = await call(getPromotions as never, "/api/promotions", { as: null });
    expect(pub.status).toBe(200);
    expect(pub.body.map((p: { title: string }) => p.title)).toEqual([
      "Magic Mondays at The Gilded Lantern",
      "First",
      "Festive Season Bookings Open",
    ]);
    const all = await call(manage as never, "/api/promotions/manage");
    expect(all.body).toHaveLength(4);
    await expectMagicianOnly(manage as never, "/api/promotions/manage");
  });

  it("creates, edits, deactivates and deletes, with audit rows", async () => {
    await expectMagicianOnly(postPromotion as never, "/api/promotions", { body: promo });
    const created = await call(postPromotion as never, "/api/promotions", { body: promo });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...promo, buttonText: "Learn More", isActive: true });
    const id = String(created.body.id);
    const edited = await call(putPromotion as never, `/api/promotions/${id}`, {
      method: "PUT",
      body: { isActive: false, buttonUrl: "", displayOrder: 999 },
      params: { id },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ isActive: false, buttonUrl: null, displayOrder: 999 });
    const removed = await call(deletePromotion as never, `/api/promotions/${id}`, { method: "DELETE", params: { id } });
    expect(removed.status).toBe(200);
    const again = await call(deletePromotion as never, `/api/promotions/${id}`, { method: "DELETE", params: { id } });
    expect(again.status).toBe(404);
    expect(await db.auditLog.count({ where: { entity: "promotion" } })).toBe(3);
  });

  it.each([
    [{ displayOrder: 1000 }, "displayOrder", "Display order must be between 0 and 999."],
    [{ displayOrder: -1 }, "displayOrder", "Display order must be between 0 and 999."],
    [{ title: "" }, "title", "Title is required."],
    [{ mediaType: "audio" }, "mediaType", "Media type must be image or video."],
    [{ buttonUrl: "javascript:alert(1)" }, "buttonUrl", "Please enter a valid URL or path."],
  ])("refuses %j", async (patch, field, message) => {
    const res = await call(postPromotion as never, "/api/promotions", { body: { ...promo, ...patch } });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field]).toBe(message);
  });
});

describe("POST /api/promotions/upload", () => {
  it("stores a real PNG under a generated name and serves it back with its type and nosniff", async () => {
    const res = await call(upload as never, "/api/promotions/upload", {
      body: { fileData: dataUrl("image/png", PNG), fileName: "poster.png", fileType: "image/png" },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ mediaType: "image", contentType: "image/png", size: PNG.length });
    expect(res.body.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const name = res.body.url.split("/").pop();
    expect(fs.readFileSync(path.join(dir, name))).toEqual(PNG);
    for (const handler of [getUpload, getUploadShort]) {
      const served = await handler(new Request(`http://localhost${res.body.url}`), {
        params: Promise.resolve({ name }),
      });
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/png");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    }
    // and a promotion can use the URL
    const created = await call(postPromotion as never, "/api/promotions", {
      body: { ...promo, mediaUrl: res.body.url },
    });
    expect(created.status).toBe(201);
    expect(await db.auditLog.count({ where: { action: "promotion.upload" } })).toBe(1);
  });

  it("refuses a renamed executable posing as a .png (415 'Invalid File Type') and stores nothing", async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(200, 0x90)]);
    const mz = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0)]);
    const filesBefore = fs.readdirSync(dir).length;
    for (const bytes of [elf, mz]) {
      const res = await call(upload as never, "/api/promotions/upload", {
        body: { fileData: dataUrl("image/png", bytes), fileName: "holiday.png", fileType: "image/png" },
      });
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({
        error: "Invalid File Type",
        description: "Please select an image (JPEG, PNG, GIF, WebP) or video (MP4, WebM) file",
      });
    }
    expect(fs.readdirSync(dir)).toHaveLength(filesBefore);
    expect(await db.auditLog.count({ where: { action: "promotion.upload" } })).toBe(0);
  });

  it("refuses a declared type outside the list and a file over 10 MB", async () => {
    const exe = await call(upload as never, "/api/promotions/upload", {
      body: {
        fileData: dataUrl("application/x-msdownload", PNG),
        fileName: "a.exe",
        fileType: "application/x-msdownload",
      },
    });
    expect(exe.status).toBe(415);
    expect(exe.body.error).toBe("Invalid File Type");
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 + 1 - PNG.length)]);
    const tooBig = await call(upload as never, "/api/promotions/upload", {
      body: { fileData: dataUrl("image/png", big), fileName: "big.png", fileType: "image/png" },
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({
      error: "File Too Large",
      description: "Please select a file smaller than 10MB",
    });
  });

  it("accepts the other allowed types by their bytes", async () => {
    const samples: [string, string, Buffer][] = [
      ["image/jpeg", "a.jpg", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])],
      ["image/gif", "a.gif", Buffer.from("GIF89a\x01\x00\x01\x00", "latin1")],
      [
        "image/webp",
        "a.webp",
        Buffer.concat([Buffer.from("RIFF"), Buffer.from([0x1a, 0, 0, 0]), Buffer.from("WEBPVP8 ")]),
      ],
      ["video/mp4", "a.mp4", Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypmp42"), Buffer.alloc(12)])],
      [
        "video/webm",
        "a.webm",
        Buffer.concat([
          Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]),
          Buffer.from("webm"),
          Buffer.alloc(8),
        ]),
      ],
    ];
    for (const [mime, name, bytes] of samples) {
      const res = await call(upload as never, "/api/promotions/upload", {
        body: { fileData: dataUrl(mime, bytes), fileName: name, fileType: mime },
      });
      expect([name, res.status]).toEqual([name, 201]);
      expect(res.body.mediaType).toBe(mime.startsWith("video") ? "video" : "image");
    }
  });

  it("serves nothing for names it did not generate", async () => {
    for (const name of ["../../etc/passwd", "x.png", "0000.exe"]) {
      const res = await getUpload(new Request("http://localhost/api/uploads/x"), { params: Promise.resolve({ name }) });
      expect(res.status).toBe(404);
    }
  });

  it("is for the magician only", async () => {
    await expectMagicianOnly(upload as never, "/api/promotions/upload", {
      body: { fileData: dataUrl("image/png", PNG), fileName: "p.png", fileType: "image/png" },
    });
  });
});

describe("slideshow timer", () => {
  it("GET is public with the seeded 5000; POST stores an allowed option", async () => {
    expect((await call(getTimer as never, "/api/slideshow/timer", { as: null })).body).toEqual({ timer: 5000 });
    const res = await call(postTimer as never, "/api/slideshow/timer", { body: { timer: 10000 } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ timer: 10000 });
    expect((await call(getTimer as never, "/api/slideshow/timer", { as: null })).body).toEqual({ timer: 10000 });
    expect(await db.auditLog.count({ where: { action: "slideshow.timer" } })).toBe(1);
  });

  it("refuses other values and defaults to 5000 when unset", async () => {
    for (const timer of [4000, 0, "abc", 30001]) {
      const res = await call(postTimer as never, "/api/slideshow/timer", { body: { timer } });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe("Timer must be one of 3000, 5000, 7000, 10000, 15000, 20000, 30000 ms.");
    }
    await db.setting.deleteMany({});
    expect((await call(getTimer as never, "/api/slideshow/timer", { as: null })).body).toEqual({ timer: 5000 });
    await expectMagicianOnly(postTimer as never, "/api/slideshow/timer", { body: { timer: 3000 } });
  });
});
