import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PromotionForm } from "@/components/admin/promotion-form";
import type { PromotionDto } from "@/components/admin/types";
import { toast } from "@/lib/toast";
import { callsTo, stubFetch } from "../../support/fetch-stub";

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

// jsdom has no object URLs: number them and record what is revoked.
let made = 0;
const revoked: string[] = [];
beforeAll(() => {
  URL.createObjectURL = jest.fn(() => `blob:test/${++made}`);
  URL.revokeObjectURL = jest.fn((url: string) => void revoked.push(url));
});
beforeEach(() => {
  made = 0;
  revoked.length = 0;
});

const upload = { status: 201, body: { url: "/uploads/11111111-1111-4111-8111-111111111111.png", mediaType: "image" } };

describe("PromotionForm media preview", () => {
  it("previews the chosen image from an object URL, and revokes it when another file is chosen and on unmount", async () => {
    stubFetch({ "/api/promotions/upload": [upload] });
    const { unmount } = render(<PromotionForm item="new" onClose={() => {}} onSaved={() => {}} />);
    const input = screen.getByLabelText("Upload media file");

    await userEvent.upload(input, new File(["png"], "poster.png", { type: "image/png" }));
    expect(await screen.findByRole("img", { name: "Preview of poster.png" })).toHaveAttribute("src", "blob:test/1");
    await waitFor(() => expect(screen.getByLabelText("Media URL")).toHaveValue(upload.body.url));

    await userEvent.upload(input, new File(["webm"], "clip.webm", { type: "video/webm" }));
    expect(await screen.findByLabelText("Preview of clip.webm")).toHaveAttribute("src", "blob:test/2");
    expect(screen.queryByRole("img", { name: "Preview of poster.png" })).not.toBeInTheDocument();
    expect(revoked).toEqual(["blob:test/1"]);

    unmount();
    expect(revoked).toEqual(["blob:test/1", "blob:test/2"]);
  });

  it("shows no preview for a file it refuses", async () => {
    stubFetch({});
    render(<PromotionForm item="new" onClose={() => {}} onSaved={() => {}} />);
    await userEvent.upload(
      screen.getByLabelText("Upload media file"),
      new File(["x"], "notes.txt", { type: "text/plain" }),
      { applyAccept: false },
    );
    expect(screen.queryByRole("figure")).not.toBeInTheDocument();
    expect(URL.createObjectURL).not.toHaveBeenCalledWith(expect.objectContaining({ name: "notes.txt" }));
  });
});

describe("PromotionForm validation", () => {
  it("shows the schema's messages and sends nothing, then creates with the parsed values and the upload's URL", async () => {
    const fetch = stubFetch({ "/api/promotions/upload": [upload], "/api/promotions": [{ status: 201, body: {} }] });
    const onSaved = jest.fn();
    render(<PromotionForm item="new" onClose={() => {}} onSaved={onSaved} />);
    const dialog = screen.getByRole("dialog", { name: "Add Promotion" });
    await userEvent.clear(within(dialog).getByLabelText("Display order (0–999)"));
    await userEvent.type(within(dialog).getByLabelText("Location URL"), "not a link");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("Title is required.")).toBeVisible();
    expect(within(dialog).getByText("Please enter a valid URL or path.")).toBeVisible();
    expect(within(dialog).getByText("Display order must be between 0 and 999.")).toBeVisible();
    expect(within(dialog).getByLabelText("Title")).toHaveAttribute("aria-invalid", "true");
    expect(callsTo(fetch, "/api/promotions")).toHaveLength(0);

    await userEvent.upload(
      screen.getByLabelText("Upload media file"),
      new File(["png"], "poster.png", { type: "image/png" }),
    );
    await waitFor(() => expect(within(dialog).getByLabelText("Media URL")).toHaveValue(upload.body.url));
    await userEvent.type(within(dialog).getByLabelText("Title"), "  Winter Gala ");
    await userEvent.clear(within(dialog).getByLabelText("Location URL"));
    await userEvent.clear(within(dialog).getByLabelText("Button text"));
    await userEvent.type(within(dialog).getByLabelText("Display order (0–999)"), "3");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(JSON.parse(String(callsTo(fetch, "/api/promotions")[0][1].body))).toEqual({
      title: "Winter Gala",
      mediaUrl: upload.body.url,
      mediaType: "image",
      buttonText: "Learn More",
      displayOrder: 3,
      isActive: true,
    });
    expect(toast.success).toHaveBeenCalledWith("Promotion created", "Winter Gala was added.");
  });
});

describe("PromotionForm while the page re-renders it", () => {
  const gala = (): PromotionDto => ({
    id: 5,
    title: "Winter Gala",
    description: "An evening of close-up magic.",
    mediaUrl: null,
    mediaType: "image",
    locationName: null,
    locationUrl: null,
    buttonText: "Book now",
    buttonUrl: null,
    isActive: true,
    displayOrder: 1,
    createdAt: "2099-01-01T00:00:00.000Z",
  });
  const title = () => within(screen.getByRole("dialog", { name: "Edit Promotion" })).getByLabelText("Title");

  it("keeps what was typed and the chosen file when handed a new object of the same promotion", async () => {
    stubFetch({ "/api/promotions/upload": [upload] });
    const { rerender } = render(<PromotionForm item={gala()} onClose={() => {}} onSaved={() => {}} />);
    await userEvent.type(title(), " Special");
    await userEvent.upload(
      screen.getByLabelText("Upload media file"),
      new File(["png"], "poster.png", { type: "image/png" }),
    );
    await waitFor(() => expect(screen.getByLabelText("Media URL")).toHaveValue(upload.body.url));
    // a router.refresh (another promotion's Active switch) or a poll: the same promotion, a new object
    rerender(<PromotionForm item={gala()} onClose={() => {}} onSaved={() => {}} />);
    expect(title()).toHaveValue("Winter Gala Special");
    expect(screen.getByLabelText("Media URL")).toHaveValue(upload.body.url);
    expect(screen.getByRole("img", { name: "Preview of poster.png" })).toBeVisible();
  });

  it("starts afresh when opened again, for another promotion, or to add one", async () => {
    const { rerender } = render(<PromotionForm item={gala()} onClose={() => {}} onSaved={() => {}} />);
    await userEvent.type(title(), " Special");
    rerender(<PromotionForm item={null} onClose={() => {}} onSaved={() => {}} />);
    rerender(<PromotionForm item={gala()} onClose={() => {}} onSaved={() => {}} />);
    expect(title()).toHaveValue("Winter Gala");

    await userEvent.type(title(), " Special");
    rerender(<PromotionForm item={{ ...gala(), id: 6, title: "Spring Fair" }} onClose={() => {}} onSaved={() => {}} />);
    expect(title()).toHaveValue("Spring Fair");

    rerender(<PromotionForm item="new" onClose={() => {}} onSaved={() => {}} />);
    expect(within(screen.getByRole("dialog", { name: "Add Promotion" })).getByLabelText("Title")).toHaveValue("");
  });
});
