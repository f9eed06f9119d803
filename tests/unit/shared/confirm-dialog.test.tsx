import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { ConfirmDialog } from "@/components/shared/confirm-dialog";

function setup(busy: boolean) {
  const onCancel = jest.fn();
  const onConfirm = jest.fn();
  render(
    <ConfirmDialog
      open
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
      title="Unblock this day?"
      description="Saturday will be open for bookings again."
      cancelLabel="Keep blocked"
      confirmLabel="Yes, unblock"
    />,
  );
  return { onCancel, onConfirm };
}

describe("the magician's confirmation dialog", () => {
  it("confirms without closing itself, and cancels", async () => {
    const user = userEvent.setup();
    const { onCancel, onConfirm } = setup(false);
    expect(screen.getByRole("alertdialog", { name: "Unblock this day?" })).toHaveTextContent(
      "Saturday will be open for bookings again.",
    );
    await user.click(screen.getByRole("button", { name: "Yes, unblock" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Keep blocked" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("cannot be used or dismissed while busy", async () => {
    const user = userEvent.setup();
    const { onCancel, onConfirm } = setup(true);
    expect(screen.getByRole("button", { name: "Yes, unblock" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Keep blocked" })).toBeDisabled();
    await user.keyboard("{Escape}");
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
