import { render, screen, within } from "@testing-library/react";
import { OutsideEvents } from "@/components/admin/calendars/outside-events";

describe("OutsideEvents (the dashboard's day)", () => {
  it("lists the day's outside events greyed with their titles and London times", () => {
    render(
      <OutsideEvents
        date="2026-10-24"
        events={[
          {
            id: 1,
            source: "ics",
            title: "Agency gig",
            startsAt: "2026-10-24T17:00:00.000Z",
            endsAt: "2026-10-24T19:30:00.000Z",
            allDay: false,
            location: "Glasgow G3 8AG",
          },
          {
            id: 2,
            source: "google",
            title: "Late party",
            startsAt: "2026-10-24T22:00:00.000Z",
            endsAt: "2026-10-25T03:00:00.000Z",
            allDay: false,
            location: null,
          },
          {
            id: 3,
            source: "ics",
            title: "Family day",
            startsAt: "2026-10-23T23:00:00.000Z",
            endsAt: "2026-10-24T23:00:00.000Z",
            allDay: true,
            location: null,
          },
        ]}
      />,
    );
    const list = screen.getByRole("list", { name: "From your calendars" });
    const items = within(list).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Agency gig18:00–20:30");
    expect(items[0]).toHaveTextContent("From your calendar feed · Glasgow G3 8AG");
    expect(items[0]!.className).toContain("text-muted-foreground");
    expect(items[1]).toHaveTextContent("Late party23:00–2026-10-25 03:00");
    expect(items[1]).toHaveTextContent("From your Google Calendar");
    expect(items[2]).toHaveTextContent("Family dayAll day");
  });

  it("shows nothing on a day without any", () => {
    const { container } = render(<OutsideEvents date="2026-10-24" events={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
