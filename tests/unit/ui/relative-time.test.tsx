// Relative times ("3 minutes ago") must not differ between the server's HTML and the browser's first
// render: the server gives the London date and time, the browser turns it relative once hydrated.
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";

import { RelativeTime } from "@/components/ui/relative-time";

const CREATED = "2030-06-01T09:30:00.000Z";

afterEach(() => jest.useRealTimers());

describe("RelativeTime", () => {
  it("renders the absolute London time on the server, whatever the clock says", () => {
    jest.useFakeTimers({ now: new Date("2030-06-01T09:33:00Z") });
    const early = renderToString(<RelativeTime date={CREATED} />);
    jest.setSystemTime(new Date("2030-06-03T12:00:00Z"));
    const late = renderToString(<RelativeTime date={CREATED} />);
    expect(early).toBe(late);
    expect(early).toContain("1 Jun 2030, 10:30");
    expect(early).toContain('dateTime="2030-06-01T09:30:00.000Z"');
    expect(early).not.toContain("ago");
  });

  it("hydrates without a mismatch when the browser's clock has moved on, then reads as relative", async () => {
    jest.useFakeTimers({ now: new Date("2030-06-01T09:33:00Z") });
    const container = document.createElement("div");
    container.innerHTML = renderToString(<RelativeTime date={CREATED} />);
    document.body.append(container);
    jest.setSystemTime(new Date("2030-06-01T09:41:00Z"));
    const recoverable = jest.fn();
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, <RelativeTime date={CREATED} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.textContent).toBe("11 minutes ago");
    expect(container.querySelector("time")?.getAttribute("title")).toBe("1 Jun 2030, 10:30");
    consoleError.mockRestore();
    container.remove();
  });
});
