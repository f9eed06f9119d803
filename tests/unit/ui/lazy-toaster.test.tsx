import { act, render, screen } from "@testing-library/react";

import { LazyToaster } from "@/components/ui/lazy-toaster";
import { toast } from "@/lib/toast";

describe("LazyToaster", () => {
  beforeAll(() => {
    // sonner's Toaster reads the screen size
    window.matchMedia ??= ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
  });

  it("renders nothing in the first render and shows a toast fired before the region loaded", async () => {
    const { container } = render(<LazyToaster />);
    expect(container.querySelector("section")).toBeNull();
    act(() => {
      toast.success("Message sent successfully!", "Thank you for reaching out.");
    });
    expect(await screen.findByText("Message sent successfully!", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText("Thank you for reaching out.")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: /Notifications/ })).toBeInTheDocument();
  });
});
