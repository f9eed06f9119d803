import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TextsSettingsCard } from "@/components/admin/texts-settings-card";
import { toast } from "@/lib/toast";
import { callsTo, stubFetch } from "../../support/fetch-stub";

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const ALL_ON = {
  "booking-confirmed": true,
  reminder: true,
  "balance-due": true,
  "review-request": true,
  "on-my-way": true,
};

beforeEach(() => jest.clearAllMocks());

it("shows a switch per kind of text and saves one turned off at once", async () => {
  const saved = { ...ALL_ON, "review-request": false };
  const fetchMock = stubFetch({ "/api/settings": [{ status: 200, body: { texts: saved } }] });
  const onSaved = jest.fn();
  render(<TextsSettingsCard initial={ALL_ON} onSaved={onSaved} />);
  for (const name of ["Booking confirmed", "Reminder the day before", "Balance due", "Review request", "On my way"])
    expect(screen.getByRole("switch", { name })).toBeChecked();
  await userEvent.click(screen.getByRole("switch", { name: "Review request" }));
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
  const [call] = callsTo(fetchMock, "/api/settings");
  expect(JSON.parse(String(call?.[1]?.body))).toEqual({ texts: { "review-request": false } });
  expect(screen.getByRole("switch", { name: "Review request" })).not.toBeChecked();
  expect(toast.success).toHaveBeenCalled();
});
