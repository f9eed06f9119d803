import { render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AccountSettingsCard, type AccountDetails } from "@/components/bar/account-settings";
import { useResetOnOpen } from "@/components/ui/use-reset-on-open";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const account = (): AccountDetails => ({
  id: 7,
  username: "crystalball",
  barName: "The Crystal Ball",
  ownerName: "Morag Owner",
  email: "owner@crystal.example",
  contactPhone: "0141 555 0100",
  barAddress: "7 Merchant Square, Glasgow",
});

describe("the bar's Account Settings dialog", () => {
  it("keeps what the user typed when the page re-renders it with fresh account data while open", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<AccountSettingsCard account={account()} />);
    await user.click(screen.getByRole("button", { name: "Account Settings" }));
    await user.click(screen.getByRole("button", { name: "Edit Settings" }));
    const barName = screen.getByLabelText("Bar Name");
    await user.clear(barName);
    await user.type(barName, "The Enchanted Tankard");
    // a router.refresh or a late navigation answer: same data, a new object
    rerender(<AccountSettingsCard account={account()} />);
    expect(screen.getByLabelText("Bar Name")).toHaveValue("The Enchanted Tankard");
  });

  it("starts from the saved details each time it opens", async () => {
    const user = userEvent.setup();
    render(<AccountSettingsCard account={account()} />);
    await user.click(screen.getByRole("button", { name: "Account Settings" }));
    await user.click(screen.getByRole("button", { name: "Edit Settings" }));
    await user.type(screen.getByLabelText("Bar Name"), " (draft)");
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Edit Settings" }));
    expect(screen.getByLabelText("Bar Name")).toHaveValue("The Crystal Ball");
  });
});

describe("useResetOnOpen", () => {
  it("resets on each opening, with the values of that moment, and never while open", () => {
    const reset = jest.fn();
    const { rerender } = renderHook(({ open, value }) => useResetOnOpen(open, () => reset(value)), {
      initialProps: { open: false, value: 1 },
    });
    expect(reset).not.toHaveBeenCalled();
    rerender({ open: true, value: 2 });
    expect(reset).toHaveBeenLastCalledWith(2);
    rerender({ open: true, value: 3 });
    rerender({ open: true, value: 4 });
    expect(reset).toHaveBeenCalledTimes(1);
    rerender({ open: false, value: 4 });
    rerender({ open: true, value: 5 });
    expect(reset).toHaveBeenCalledTimes(2);
    expect(reset).toHaveBeenLastCalledWith(5);
  });

  it("resets, while open, when switched to another item, and not for the same item again", () => {
    const reset = jest.fn();
    const { rerender } = renderHook(({ open, item }) => useResetOnOpen(open, reset, item), {
      initialProps: { open: true, item: 4 as number | string },
    });
    expect(reset).toHaveBeenCalledTimes(1);
    rerender({ open: true, item: 4 });
    expect(reset).toHaveBeenCalledTimes(1);
    rerender({ open: true, item: 5 });
    rerender({ open: true, item: "new" });
    expect(reset).toHaveBeenCalledTimes(3);
  });
});
