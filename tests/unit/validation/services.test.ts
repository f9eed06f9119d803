import { fieldErrors } from "@/lib/validation/common";
import {
  barServiceSchema,
  barServiceUpdateSchema,
  isValidImageRef,
  serviceSchema,
  serviceUpdateSchema,
} from "@/lib/validation/services";

const valid = { title: "Close-Up Magic", description: "Sleight of hand up close.", image: "", basePrice: 250 };

describe("service schema", () => {
  it("gives the spec's messages", () => {
    const r = serviceSchema.safeParse({ title: "C", description: "short", image: "not a path", basePrice: 0 });
    expect(fieldErrors(r.error!)).toEqual({
      title: "Title must be at least 2 characters long.",
      description: "Description must be at least 10 characters long.",
      image: "Please enter a valid URL, image path (/images/...), or leave empty.",
      basePrice: "Price must be at least 1.",
    });
    expect(fieldErrors(serviceSchema.safeParse({ ...valid, basePrice: Number.NaN }).error!).basePrice).toBe(
      "Price must be at least 1.",
    );
    expect(serviceSchema.safeParse({ ...valid, basePrice: 12.5 }).success).toBe(false);
  });

  it("defaults isActive to true and empties the image to null", () => {
    expect(serviceSchema.parse(valid)).toEqual({ ...valid, image: null, isActive: true });
    expect(serviceSchema.parse({ ...valid, image: undefined }).image).toBeNull();
  });

  it("accepts the image rule", () => {
    for (const ok of [
      "",
      "/assets/a.jpg",
      "./assets/a.jpg",
      "@assets/a.jpg",
      "/images/a.png",
      "./images/a.png",
      "images/a.png",
      "/uploads/x.webp",
      "https://example.com/a.jpg",
    ]) {
      expect(isValidImageRef(ok)).toBe(true);
    }
    for (const bad of ["a.jpg", "ftp://x/a.jpg", "javascript:alert(1)", "/etc/passwd", "/images/", "/images/../x"]) {
      expect(isValidImageRef(bad)).toBe(false);
    }
  });

  it("validates bar-service discounts 0–100 (default 0)", () => {
    expect(barServiceSchema.parse(valid).discount).toBe(0);
    expect(barServiceSchema.parse({ ...valid, discount: 100 }).discount).toBe(100);
    expect(fieldErrors(barServiceSchema.safeParse({ ...valid, discount: 101 }).error!).discount).toBe(
      "Discount must be between 0 and 100.",
    );
    expect(barServiceSchema.safeParse({ ...valid, discount: -1 }).success).toBe(false);
  });

  it("applies no defaults to partial updates", () => {
    expect(serviceUpdateSchema.parse({ title: "New title" })).toEqual({ title: "New title" });
    expect(barServiceUpdateSchema.parse({ discount: 15 })).toEqual({ discount: 15 });
  });
});
