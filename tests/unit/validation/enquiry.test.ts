import { fieldErrors } from "@/lib/validation/common";
import { ENQUIRY_TOASTS, enquirySchema } from "@/lib/validation/enquiry";

const valid = {
  name: "Jane Doe",
  email: "jane@example.com",
  phone: "0141 555 0100",
  eventType: "wedding",
  location: "Glasgow, UK",
  message: "We would love a magician for our wedding.",
};

describe("enquiry form", () => {
  it("accepts a valid enquiry", () => {
    expect(enquirySchema.parse({ ...valid, name: "  Jane Doe " }).name).toBe("Jane Doe");
  });

  it("gives the spec's messages", () => {
    const r = enquirySchema.safeParse({
      name: "J",
      email: "nope",
      phone: "123",
      eventType: "",
      location: "G",
      message: "short",
    });
    expect(fieldErrors(r.error!)).toEqual({
      name: "Name must be at least 2 characters.",
      email: "Please enter a valid email address.",
      phone: "Please enter a valid phone number.",
      eventType: "Please select an event type.",
      location: "Please enter a location.",
      message: "Message must be at least 10 characters.",
    });
  });

  it("refuses unknown event types and huge bodies", () => {
    expect(enquirySchema.safeParse({ ...valid, eventType: "rave" }).success).toBe(false);
    const r = enquirySchema.safeParse({ ...valid, message: "x".repeat(5001) });
    expect(fieldErrors(r.error!).message).toBe("Must be at most 5000 characters.");
  });

  it("exports the toasts", () => {
    expect(ENQUIRY_TOASTS.success.title).toBe("Message sent successfully!");
    expect(ENQUIRY_TOASTS.error).toEqual({ title: "Error sending message", description: "Please try again later." });
  });
});
