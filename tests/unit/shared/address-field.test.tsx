import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";

import { AddressField } from "@/components/shared/address-field";

function Harness() {
  const [value, setValue] = useState("");
  return (
    <>
      <label htmlFor="addr">Address</label>
      <AddressField id="addr" value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe("AddressField without a Google Maps key", () => {
  it("is a plain, fully working text input with no error", () => {
    render(<Harness />);
    const input = screen.getByLabelText("Address");
    expect(input.tagName).toBe("INPUT");
    fireEvent.change(input, { target: { value: "1 George Square, Glasgow" } });
    expect(screen.getByText("1 George Square, Glasgow")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
