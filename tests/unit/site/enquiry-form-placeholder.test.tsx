import { render } from "@testing-library/react";

import { EnquiryForm } from "@/components/site/enquiry-form";
import { EnquiryFormPlaceholder } from "@/components/site/enquiry-form-placeholder";

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

/** What the visitor sees of a form: labels, placeholders, input types and the event types offered. */
function visible(container: HTMLElement) {
  return {
    labels: [...container.querySelectorAll("label")].map((l) => l.textContent?.trim()),
    placeholders: [...container.querySelectorAll("input, textarea")].map((el) => el.getAttribute("placeholder")),
    types: [...container.querySelectorAll("input")].map((el) => el.getAttribute("type") ?? "text"),
    options: [...container.querySelectorAll("option")].map((o) => [o.value, o.textContent]),
  };
}

describe("the enquiry form's server-rendered placeholder", () => {
  it("shows the same labels, placeholders, input types and event types as the form", () => {
    const placeholder = visible(render(<EnquiryFormPlaceholder />).container);
    const form = visible(render(<EnquiryForm />).container);
    expect(placeholder).toEqual(form);
    expect(placeholder.labels).toEqual([
      "Your Name",
      "Email Address",
      "Phone Number",
      "Event Type",
      "Event Location",
      "Your Message",
    ]);
  });
});
