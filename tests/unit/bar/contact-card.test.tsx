import { render, screen } from "@testing-library/react";
import { ContactCard, telHref } from "@/components/bar/contact-card";

describe("ContactCard", () => {
  it("shows the display name, the phone as a tel: link of digits and + only, and the e-mail as a mailto: link", () => {
    render(<ContactCard displayName="The Great Zoltan" phone="+44 (0)141 496-0123" email="bookings@zoltan.example" />);
    expect(screen.getByTestId("contact-name")).toHaveTextContent("The Great Zoltan");
    expect(screen.getByRole("link", { name: "Call +44 (0)141 496-0123" })).toHaveAttribute(
      "href",
      "tel:+4401414960123",
    );
    expect(screen.getByRole("link", { name: "Email bookings@zoltan.example" })).toHaveAttribute(
      "href",
      "mailto:bookings@zoltan.example",
    );
  });

  it("leaves out what is not set, and says so when there is nothing", () => {
    const { unmount } = render(
      <ContactCard displayName="The Great Zoltan" phone={null} email="bookings@zoltan.example" />,
    );
    expect(screen.queryByRole("link", { name: /^Call/ })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Email/ })).toBeInTheDocument();
    unmount();
    render(<ContactCard phone={null} email={null} />);
    expect(screen.queryByTestId("contact-name")).not.toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(screen.getByText("Contact details are not available right now.")).toBeInTheDocument();
  });

  it.each([
    ["07700 900123", "tel:07700900123"],
    ["0141-496-0000", "tel:01414960000"],
    ["(0131) 496 0000", "tel:01314960000"],
    ["+44 7700 900123", "tel:+447700900123"],
  ])("dials %s as %s", (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
