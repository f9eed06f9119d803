import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { Button, buttonVariants } from "@/components/ui/button";

describe("Button", () => {
  it("renders a type=button by default and handles clicks", async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Send Message</Button>);
    const button = screen.getByRole("button", { name: "Send Message" });
    expect(button).toHaveAttribute("type", "button");
    expect(button).toHaveAttribute("data-slot", "button");
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("keeps an explicit submit type", () => {
    render(<Button type="submit">Submit</Button>);
    expect(screen.getByRole("button", { name: "Submit" })).toHaveAttribute("type", "submit");
  });

  it("does not fire when disabled", async () => {
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick}>
        Sending...
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Sending..." });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("applies variant and size classes and merges className", () => {
    render(
      <Button variant="destructive" size="lg" className="w-full px-2">
        Delete
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Delete" });
    expect(button).toHaveClass("bg-destructive", "h-12", "w-full", "px-2");
    expect(button).not.toHaveClass("px-8");
  });

  it("renders its child with asChild", () => {
    render(
      <Button asChild variant="link">
        <a href="/terms-of-service">Terms</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Terms" });
    expect(link).toHaveAttribute("href", "/terms-of-service");
    expect(link).not.toHaveAttribute("type");
    expect(link).toHaveClass("text-primary");
  });

  it("exposes buttonVariants for non-button elements", () => {
    expect(buttonVariants({ variant: "outline", size: "sm" })).toContain("border-input");
  });
});
