// A button pressed before React owns the page is pressed again once the page is marked hydrated
// (lib/server/static/replay-early-presses.mjs, installed by the root layout's script in every page).
import { installReplay } from "@/lib/server/static/replay-early-presses.mjs";

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function page(html: string) {
  document.documentElement.removeAttribute("data-hydrated");
  for (const key of Object.keys(document)) if (key.startsWith("_reactListening")) delete (document as never)[key];
  document.body.innerHTML = html;
  return installReplay(window);
}

function counter(element: Element) {
  const count = { clicks: 0 };
  element.addEventListener("click", () => (count.clicks += 1));
  return count;
}

function hydrate() {
  document.documentElement.setAttribute("data-hydrated", "");
  return settle();
}

afterEach(async () => {
  // leave no recorder listening for the next test
  await hydrate();
});

describe("installReplay", () => {
  it("presses a scripted button again once the page is hydrated, once however often it was pressed", async () => {
    const pressed = page(`<button type="button" aria-label="Open menu"><svg></svg></button>`);
    const button = document.querySelector("button")!;
    (button.firstElementChild as SVGElement).dispatchEvent(new MouseEvent("click", { bubbles: true }));
    button.click();
    expect(pressed.map((press) => press.key)).toEqual(["BUTTON||Open menu|"]);
    const count = counter(button);
    await settle();
    expect(count.clicks).toBe(0);
    await hydrate();
    expect(count.clicks).toBe(1);
    expect(document.activeElement).toBe(button);
    button.click();
    await hydrate();
    expect(count.clicks).toBe(2); // the live page's own presses are not replayed
  });

  it("replays several controls in the order they were first pressed, role=button ones too", async () => {
    page(`<button id="a">Summon a Magician</button><div role="button" tabindex="0">Next</div>`);
    const [a, b] = [document.querySelector("#a")!, document.querySelector("[role=button]")!];
    (b as HTMLElement).click();
    (a as HTMLElement).click();
    const order: string[] = [];
    a.addEventListener("click", () => order.push("a"));
    b.addEventListener("click", () => order.push("b"));
    await hydrate();
    expect(order).toEqual(["b", "a"]);
  });

  it("leaves to the browser what works without scripts: links, a form with an action; and a disabled control", async () => {
    const pressed = page(
      `<a href="#x"><span role="button">In a link</span></a>` +
        `<form method="post" action="/sign-in"><button>Send</button><button type="reset">Clear</button></form>` +
        `<form action="/search"><button>Search</button></form><form><button type="reset">Reset</button></form>` +
        `<button disabled>Off</button><button aria-disabled="true">Also off</button><p>text</p>`,
    );
    // jsdom cannot submit a form; the browser would
    const submit = jest.spyOn(HTMLFormElement.prototype, "requestSubmit").mockImplementation(() => undefined);
    for (const element of document.body.querySelectorAll("span, button, p")) (element as HTMLElement).click();
    submit.mockRestore();
    expect(pressed).toEqual([]);
  });

  it("holds the submission of a form made for its script, and sends it once hydrated", async () => {
    const pressed = page(
      `<form aria-label="Review form"><input name="text" /><button type="submit">Submit</button></form>`,
    );
    const button = document.querySelector("button")!;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true); // the browser does not send it with the page's address
    expect(pressed).toHaveLength(1);
    // the replayed click is the browser's submission (which jsdom does not implement, and says so)
    const count = counter(button);
    const quiet = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await hydrate();
    quiet.mockRestore();
    expect(count.clicks).toBe(1);
  });

  it("holds a password form's submission too (method=post, no action): it would only post to the same page", async () => {
    const pressed = page(
      `<form method="post" aria-label="Sign in"><input name="username" /><input type="password" name="password" />` +
        `<button type="submit">Sign In</button></form>`,
    );
    const button = document.querySelector("button")!;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(pressed).toHaveLength(1);
    const count = counter(button);
    const quiet = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await hydrate();
    quiet.mockRestore();
    expect(count.clicks).toBe(1);
  });

  it("presses a control in a part of the page hydrated after the rest once React owns it", async () => {
    page(`<div id="tab"><button type="button">Show latest documents</button></div>`);
    // the page's root is React's; the tab's part still waits for its code
    (document.getElementById("tab") as unknown as Record<string, unknown>)["__reactFiber$test"] = {};
    const button = document.querySelector("button")!;
    button.click();
    const count = counter(button);
    await hydrate();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(count.clicks).toBe(0); // React would drop a press on it now
    (button as unknown as Record<string, unknown>)["__reactProps$test"] = {};
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(count.clicks).toBe(1);
  });

  it("holds a form's submission in a part hydrated after the rest, and submits it once React owns the button", async () => {
    page(
      `<div id="tab"><form aria-label="Add a journey"><input name="from"><button type="submit">Add journey</button></form></div>`,
    );
    // the page's root is hydrated; the tab's part still waits for its code
    (document.getElementById("tab") as unknown as Record<string, unknown>)["__reactFiber$test"] = {};
    await hydrate();
    const form = document.querySelector("form")!;
    const button = document.querySelector("button")!;
    const submitters: (HTMLElement | null)[] = [];
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      submitters.push(event.submitter);
    });
    const first = new MouseEvent("click", { bubbles: true, cancelable: true });
    button.dispatchEvent(first);
    button.click(); // pressed again because nothing happened: meant once
    expect(first.defaultPrevented).toBe(true); // the browser would have sent it, leaving the page
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(submitters).toEqual([]);
    (button as unknown as Record<string, unknown>)["__reactProps$test"] = {};
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(submitters).toEqual([button]);
  });

  it("presses again a button pressed in a part still waiting for its code once React owns it, and only then", async () => {
    page(`<div id="tab"><button type="button">Show latest documents</button></div>`);
    (document.getElementById("tab") as unknown as Record<string, unknown>)["__reactFiber$test"] = {};
    await hydrate();
    const button = document.querySelector("button")!;
    const count = counter(button);
    button.click();
    button.click(); // pressed again because nothing happened: meant once
    expect(count.clicks).toBe(2); // the visitor's own presses, which React dropped
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(count.clicks).toBe(2);
    (button as unknown as Record<string, unknown>)["__reactProps$test"] = {};
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(count.clicks).toBe(3);
  });

  it("does not press again a button React hydrated and answered during the press itself", async () => {
    page(`<div id="tab"><button type="button">Show latest documents</button></div>`);
    (document.getElementById("tab") as unknown as Record<string, unknown>)["__reactFiber$test"] = {};
    await hydrate();
    const button = document.querySelector("button")!;
    // React's own listener, after the recorder's: its code was there, so it hydrates the part and answers
    button.addEventListener("click", () => {
      (button as unknown as Record<string, unknown>)["__reactProps$test"] = {};
    });
    const count = counter(button);
    button.click();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(count.clicks).toBe(1);
  });

  it("leaves a submission to React once it owns the button, and to the browser where the form has an action", async () => {
    page(
      `<div id="tab"><form><button id="owned" type="submit">Save</button></form><form action="/search"><button id="plain" type="submit">Search</button></form></div>`,
    );
    (document.getElementById("tab") as unknown as Record<string, unknown>)["__reactFiber$test"] = {};
    (document.getElementById("owned") as unknown as Record<string, unknown>)["__reactProps$test"] = {};
    await hydrate();
    for (const form of Array.from(document.forms)) form.addEventListener("submit", (event) => event.preventDefault());
    for (const id of ["owned", "plain"]) {
      const click = new MouseEvent("click", { bubbles: true, cancelable: true });
      document.getElementById(id)!.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
    }
  });

  it("is installed once however often its script runs (the layout's and a loader's)", async () => {
    const first = page(`<button type="button">Open menu</button>`);
    expect(installReplay(window)).toBe(first);
    const button = document.querySelector("button")!;
    button.click();
    const count = counter(button);
    await hydrate();
    expect(count.clicks).toBe(1);
  });

  it("finds the control again when hydration replaced its element", async () => {
    page(`<div><button type="button">Cancel booking</button><button type="button">Cancel booking</button></div>`);
    document.querySelectorAll("button")[1]!.click();
    const swapped = document.createElement("div");
    swapped.innerHTML = `<button type="button">Cancel booking</button><button type="button">Cancel booking</button>`;
    document.body.replaceChild(swapped, document.body.firstElementChild!);
    const [first, second] = [counter(swapped.children[0]!), counter(swapped.children[1]!)];
    await hydrate();
    expect([first.clicks, second.clicks]).toEqual([0, 1]);
  });

  it("works serialised on its own, as the page's inline script runs it", async () => {
    page(`<button type="button">Open menu</button>`);
    await hydrate(); // retire the recorder page() installed
    document.documentElement.removeAttribute("data-hydrated");
    const serialised = new Function("window", `return (${installReplay.toString()})(window);`) as typeof installReplay;
    const pressed = serialised(window);
    const button = document.querySelector("button")!;
    button.click();
    expect(pressed).toHaveLength(1);
    const count = counter(button);
    await hydrate();
    expect(count.clicks).toBe(1);
  });

  it("records nothing once React listens to the document (it answers the press itself)", async () => {
    const pressed = page(`<button type="button">Summon a Magician</button>`);
    (document as unknown as Record<string, boolean>)["_reactListening" + "x1y2"] = true;
    const button = document.querySelector("button")!;
    button.click();
    expect(pressed).toEqual([]);
    const count = counter(button);
    await hydrate();
    expect(count.clicks).toBe(0);
  });
});
