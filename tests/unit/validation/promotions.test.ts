import { fieldErrors } from "@/lib/validation/common";
import {
  UPLOAD_TOASTS,
  checkUploadFile,
  dataUrlByteSize,
  promotionSchema,
  promotionUpdateSchema,
  slideshowTimerSchema,
  uploadRequestSchema,
} from "@/lib/validation/promotions";

describe("promotion", () => {
  it("applies defaults", () => {
    expect(promotionSchema.parse({ title: "Happy hour" })).toEqual({
      title: "Happy hour",
      mediaType: "image",
      buttonText: "Learn More",
      isActive: true,
      displayOrder: 0,
    });
    expect(promotionSchema.parse({ title: "x", buttonText: "" }).buttonText).toBe("Learn More");
    expect(promotionUpdateSchema.parse({ isActive: false })).toEqual({ isActive: false });
  });

  it("checks display order, media type and links", () => {
    expect(promotionSchema.safeParse({ title: "x", displayOrder: 999 }).success).toBe(true);
    expect(fieldErrors(promotionSchema.safeParse({ title: "x", displayOrder: 1000 }).error!).displayOrder).toBe(
      "Display order must be between 0 and 999.",
    );
    expect(promotionSchema.safeParse({ title: "x", displayOrder: -1 }).success).toBe(false);
    expect(promotionSchema.safeParse({ title: "x", mediaType: "gif" }).success).toBe(false);
    expect(promotionSchema.safeParse({ title: "x", mediaType: "video", mediaUrl: "/uploads/a.mp4" }).success).toBe(
      true,
    );
    expect(promotionSchema.safeParse({ title: "x", buttonUrl: "javascript:alert(1)" }).success).toBe(false);
    expect(
      promotionSchema.safeParse({ title: "x", buttonUrl: "https://example.com", locationUrl: "/contact" }).success,
    ).toBe(true);
  });
});

describe("upload", () => {
  it("checks size and type in the browser", () => {
    expect(checkUploadFile({ size: 10 * 1024 * 1024, type: "image/png", name: "a.png" })).toBeNull();
    expect(checkUploadFile({ size: 10 * 1024 * 1024 + 1, type: "image/png" })).toEqual({
      title: "File Too Large",
      description: "Please select a file smaller than 10MB",
    });
    expect(checkUploadFile({ size: 10, type: "image/svg+xml", name: "a.svg" })).toBe(UPLOAD_TOASTS.invalidType);
    for (const type of ["image/jpeg", "image/jpg", "image/png", "image/gif", "image/webp", "video/mp4", "video/webm"]) {
      expect(checkUploadFile({ size: 1, type })).toBeNull();
    }
  });

  it("validates the upload body", () => {
    const fileData = "data:image/png;base64,iVBORw0KGgo=";
    expect(dataUrlByteSize(fileData)).toBe(8);
    expect(uploadRequestSchema.safeParse({ fileData, fileName: "a.png", fileType: "image/png" }).success).toBe(true);
    expect(
      fieldErrors(uploadRequestSchema.safeParse({ fileData, fileName: "a.exe", fileType: "image/png" }).error!)
        .fileName,
    ).toBe("Please select an image (JPEG, PNG, GIF, WebP) or video (MP4, WebM) file");
    expect(uploadRequestSchema.safeParse({ fileData, fileName: "a.png", fileType: "text/html" }).success).toBe(false);
    expect(uploadRequestSchema.safeParse({ fileData, fileName: "a.gif", fileType: "image/gif" }).success).toBe(false);
    const big = "data:video/mp4;base64," + "A".repeat(Math.ceil((10 * 1024 * 1024 + 3) / 3) * 4);
    expect(
      fieldErrors(uploadRequestSchema.safeParse({ fileData: big, fileName: "a.mp4", fileType: "video/mp4" }).error!)
        .fileData,
    ).toBe("Please select a file smaller than 10MB");
  });
});

describe("slideshow timer", () => {
  it("accepts only the listed options", () => {
    for (const timer of [3000, 5000, 7000, 10000, 15000, 20000, 30000])
      expect(slideshowTimerSchema.parse({ timer }).timer).toBe(timer);
    expect(slideshowTimerSchema.parse({ timer: "5000" }).timer).toBe(5000);
    expect(slideshowTimerSchema.safeParse({ timer: 4000 }).success).toBe(false);
  });
});
