// <html data-hydrated> appears once React has mounted the root layout's marker, and not before.
import { render } from "@testing-library/react";

import { HydrationMark } from "@/components/ui/hydration-mark";

it("marks the document hydrated once React has rendered it, and renders nothing", () => {
  delete document.documentElement.dataset.hydrated;
  expect(document.documentElement.hasAttribute("data-hydrated")).toBe(false);
  const { container } = render(<HydrationMark />);
  expect(container.innerHTML).toBe("");
  expect(document.documentElement.hasAttribute("data-hydrated")).toBe(true);
});
