// In development, the dev server's orders to reload the page (lib/server/static/bound-dev-reloads.mjs):
// the first is obeyed, one coming right after the reload it caused is held back behind a message
// with a Reload button, so an open dashboard no longer reloads over and over after a restart.
import {
  DEV_RELOAD_GUARD_SCRIPT,
  GUARD_MS,
  RELOADED_AT_KEY,
  installReloadGuard,
} from "@/lib/server/static/bound-dev-reloads.mjs";

/** A WebSocket with the native shape: `onmessage` an accessor of the prototype. */
class FakeSocket {
  static OPEN = 1;
  handler: ((event: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {}
  get onmessage() {
    return this.handler;
  }
  set onmessage(value) {
    this.handler = value;
  }
  receive(data: unknown) {
    this.handler?.({ data });
  }
}

let now = 1_000_000;

/** One page load: a fresh window on the same tab's sessionStorage, and Next's client on its HMR socket. */
function loadPage() {
  const reload = jest.fn();
  const page = {
    WebSocket: FakeSocket,
    document,
    sessionStorage: window.sessionStorage,
    location: { reload },
  } as unknown as Window & typeof globalThis;
  installReloadGuard(page, RELOADED_AT_KEY, GUARD_MS);
  const socket = new (page.WebSocket as unknown as typeof FakeSocket)("ws://localhost:3000/_next/hmr?id=abc");
  // what Next's development client does with the orders it is given
  socket.onmessage = (event) => {
    if (typeof event.data !== "string") return;
    const message = JSON.parse(event.data);
    if (message.type === "reloadPage") page.location.reload();
    if (message.type === "turbopack-connected" && message.data.sessionId !== "first") page.location.reload();
  };
  return { socket, reload, page };
}

const RELOAD = JSON.stringify({ type: "reloadPage", data: "HMR hash mismatch" });

beforeEach(() => {
  window.sessionStorage.clear();
  document.body.innerHTML = "";
  jest.spyOn(Date, "now").mockImplementation(() => now);
});

afterEach(() => jest.restoreAllMocks());

describe("installReloadGuard", () => {
  it("after a restart, reloads once, not once per page load: the dashboard stays, with a Reload button", () => {
    // the dev server keeps compiling and orders every page that loads to reload, 106 times in 45 s
    let reloads = 0;
    let pages = 0;
    let page = loadPage();
    for (let order = 0; order < 106; order++) {
      now += 425;
      page.socket.receive(RELOAD);
      if (page.reload.mock.calls.length === 0) continue; // held back: the page stays
      reloads += 1;
      page = loadPage();
      pages += 1;
    }
    expect(reloads).toBe(1);
    expect(pages).toBe(1);
    const message = document.getElementById("dev-reload-guard")!;
    expect(message.getAttribute("role")).toBe("alert");
    const button = message.querySelector("button")!;
    expect(button.textContent).toBe("Reload");
    button.click();
    expect(page.reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(RELOADED_AT_KEY)).toBeNull();
  });

  it("a page that held an order back holds every later one; a page loaded GUARD_MS after the last reload obeys", () => {
    const first = loadPage();
    first.socket.receive(RELOAD);
    expect(first.reload).toHaveBeenCalledTimes(1);
    const held = loadPage();
    held.socket.receive(RELOAD);
    now += 10 * GUARD_MS;
    held.socket.receive(RELOAD);
    expect(held.reload).not.toHaveBeenCalled();
    document.body.innerHTML = "";
    const second = loadPage();
    second.socket.receive(RELOAD);
    expect(second.reload).toHaveBeenCalledTimes(1);
  });

  it("counts the reload of a restart (another session id) as one, and passes every other message on", () => {
    const page = loadPage();
    page.socket.receive(JSON.stringify({ type: "turbopack-connected", data: { sessionId: "first" } }));
    page.socket.receive(JSON.stringify({ type: "turbopack-connected", data: { sessionId: "second" } }));
    expect(page.reload).toHaveBeenCalledTimes(1);
    const next = loadPage();
    next.socket.receive(RELOAD);
    expect(next.reload).not.toHaveBeenCalled();
    next.socket.receive(JSON.stringify({ type: "serverComponentChanges" }));
    next.socket.receive(new ArrayBuffer(4));
  });

  it("leaves every other socket alone", () => {
    const page = loadPage();
    const other = new (page.page.WebSocket as unknown as typeof FakeSocket)("ws://localhost:3000/chat");
    expect(other).toBeInstanceOf(FakeSocket);
    expect(Object.getOwnPropertyDescriptor(other, "onmessage")).toBeUndefined();
  });

  it("works serialised on its own, as the layout's inline script runs it", () => {
    const page = { WebSocket: FakeSocket } as unknown as Window & typeof globalThis;
    new Function("window", DEV_RELOAD_GUARD_SCRIPT)(page);
    expect(page.WebSocket).not.toBe(FakeSocket);
    expect((page.WebSocket as unknown as { __reloadGuard: boolean }).__reloadGuard).toBe(true);
  });
});
