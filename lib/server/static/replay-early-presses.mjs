// Presses made before a page's scripts have run, pressed again once React owns the page.
//
// A public page is painted from the server's HTML and starts its scripts after that paint, or on the
// visitor's first input (hydrate-after-paint.mjs). Until React has hydrated it, a button whose only
// action is a script ("Summon a Magician", "Open menu", a stand-in on the booking page) does nothing
// when pressed, and the press would be lost: the visitor sees a button that did not work. Links,
// form fields, labels and form submissions keep working without scripts and are left to the
// browser. This records each press on any other button (a click, or Enter/Space, which the browser
// turns into a click) made before React listens to the page, and once the page is marked hydrated
// (`<html data-hydrated>`, components/ui/hydration-mark.tsx) presses the same control again, once
// per control, in the order they were first pressed: a visitor who pressed twice because nothing
// happened meant it once.
//
// Plain ESM JavaScript, serialised with toString into the page by the same inline script as the
// loader, so the function uses nothing from outside itself (tests/unit/server/hydrate-after-paint.test.ts
// runs the serialised script on its own).

/**
 * Installs the recorder in the page; returns the presses waiting (for the tests). Its body has no
 * comments, since it is sent in every page, so here: React marks the container it listens on (Next
 * hydrates the whole document) with an expando named `_reactListening…` as hydrateRoot starts; from
 * then on React answers a press itself (hydrating the part pressed first if it must) and a replay
 * would press twice, so presses are recorded only before. A recorded control is found again after
 * hydration by its element, or, if hydration replaced that element, by its tag, id, label and text
 * (the same position among its likes); it gets the focus the press gave it (a dialog gives the focus
 * back there on closing), then a click. A link around it, a form's reset button, a disabled control
 * and the submit button of a form with an `action` work without scripts and are left alone. A form
 * without an `action` is made for its script: sent by the browser it would post to, or reload, the
 * same page with the typed text gone (and, without `method="post"`, the fields in the address), so
 * its submission (a click on its submit button, or Enter in a field, which the browser turns into
 * one) is held and pressed again once hydrated. `<html data-hydrated>` says the page's root is
 * hydrated; a part of it waiting for its own code (a lazily loaded tab) is hydrated later, and a
 * press on it before then would be dropped by React. So a control inside React's page (an ancestor
 * carries React's `__reactFiber…` expando) is pressed once React owns it too (its own element
 * carries `__reactProps…`), or after 10 s at the latest.
 * Once the root is hydrated, such a part can still be waiting for its code (a dashboard tab rendered
 * on the server, its chunk still loading). React hydrates it at once for a press if its code is
 * there and answers the press; if not, it drops the press, and a form submitted there would be sent
 * by the browser, leaving the page (the fields in the address, the tab gone). So a press on a
 * control React does not own yet is noted, once however often pressed: the submission of a form
 * without an `action` is held at once and submitted (requestSubmit, so no second click reaches a
 * handler React may have run) once React owns the button; any other press is pressed again once
 * React owns the control, unless React owned it by the end of the press (it answered it itself).
 * Either after 10 s at the latest.
 * Installed once per page: a second call (the root layout's script and the public pages' loader)
 * leaves the first recorder in place.
 * @param {Window & typeof globalThis} window
 * @returns {{ element: Element, key: string, index: number, submit: boolean }[]}
 */
export function installReplay(window) {
  if (window.__earlyPresses) return window.__earlyPresses;
  var CONTROL =
    'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], [role="option"], [role="menuitem"]';
  var document = window.document;
  var root = document.documentElement;
  var pressed = [];
  var done = false;
  var WAIT_MS = 10000;
  var held = [];
  var replaying = false;
  window.__earlyPresses = pressed;

  function reactListens() {
    return Object.keys(document).some(function (key) {
      return key.indexOf("_reactListening") === 0;
    });
  }

  function pageLive() {
    return root.hasAttribute("data-hydrated") || reactListens();
  }

  function live() {
    return done || pageLive();
  }

  function keyOf(element) {
    return [
      element.tagName,
      element.id,
      element.getAttribute("aria-label") || "",
      (element.textContent || "").replace(/\s+/g, " ").trim(),
    ].join("|");
  }

  function likeIt(key, tagName) {
    return Array.prototype.filter.call(document.getElementsByTagName(tagName), function (element) {
      return keyOf(element) === key;
    });
  }

  function needsScripts(control) {
    if (control.disabled || control.getAttribute("aria-disabled") === "true") return false;
    if (control.closest("a[href]")) return false;
    if (control.tagName !== "BUTTON" || !control.form || control.type === "button") return true;
    if (control.type !== "submit" || control.hasAttribute("formaction")) return false;
    return control.form.hasAttribute("action") ? false : "submit";
  }

  function notePress(event, list, wanted) {
    var target = event.target;
    var control = target && target.closest ? target.closest(CONTROL) : null;
    var needs = control ? needsScripts(control) : false;
    if (!needs || !wanted(control)) return null;
    if (needs === "submit") event.preventDefault();
    if (
      list.some(function (press) {
        return press.element === control;
      })
    )
      return null;
    var press = pressOf(control);
    press.submit = needs === "submit";
    list.push(press);
    return press;
  }

  function onClick(event) {
    if (done || event.defaultPrevented || live()) return;
    notePress(event, pressed, function () {
      return true;
    });
  }

  function hasKey(node, prefix) {
    return Object.keys(node).some(function (key) {
      return key.indexOf(prefix) === 0;
    });
  }

  function awaitsReact(element) {
    if (hasKey(element, "__reactProps")) return false;
    for (var node = element.parentElement; node; node = node.parentElement)
      if (hasKey(node, "__reactFiber")) return true;
    return false;
  }

  function pressOf(control) {
    var key = keyOf(control);
    return { element: control, key: key, index: likeIt(key, control.tagName).indexOf(control) };
  }

  function whenReactOwns(press, deadline, then) {
    var element = press.element;
    if (!element.isConnected) element = likeIt(press.key, press.element.tagName)[press.index];
    if (element && element.isConnected && awaitsReact(element) && Date.now() < deadline) {
      window.setTimeout(function () {
        whenReactOwns(press, deadline, then);
      }, 50);
      return;
    }
    then(element && element.isConnected && !element.disabled ? element : null);
  }

  function asReplay(action) {
    replaying = true;
    try {
      action();
    } finally {
      replaying = false;
    }
  }

  function pressNow(element) {
    if (!element) return;
    if (document.activeElement !== element && typeof element.focus === "function")
      element.focus({ preventScroll: true });
    asReplay(function () {
      element.click();
    });
  }

  function pressAll(presses, deadline) {
    if (presses.length === 0) return;
    whenReactOwns(presses[0], deadline, function (element) {
      pressNow(element);
      pressAll(presses.slice(1), deadline);
    });
  }

  function submitWhenOwned(hold, deadline) {
    whenReactOwns(hold, deadline, function (element) {
      held.splice(held.indexOf(hold), 1);
      if (!element || !element.form) return;
      asReplay(function () {
        if (typeof element.form.requestSubmit === "function") element.form.requestSubmit(element);
        else element.click();
      });
    });
  }

  function pressWhenOwned(hold, deadline) {
    window.setTimeout(function () {
      var answered = !awaitsReact(hold.element);
      whenReactOwns(hold, deadline, function (element) {
        held.splice(held.indexOf(hold), 1);
        if (!answered) pressNow(element);
      });
    }, 0);
  }

  function onLateClick(event) {
    if (replaying || event.defaultPrevented || !pageLive()) return;
    var hold = notePress(event, held, awaitsReact);
    if (!hold) return;
    if (hold.submit) submitWhenOwned(hold, Date.now() + WAIT_MS);
    else pressWhenOwned(hold, Date.now() + WAIT_MS);
  }

  function replay() {
    if (done) return;
    done = true;
    observer.disconnect();
    window.removeEventListener("click", onClick, true);
    delete window.__earlyPresses;
    if (!window.__latePresses) {
      window.__latePresses = true;
      window.addEventListener("click", onLateClick, true);
    }
    var presses = pressed;
    pressed = [];
    pressAll(presses, Date.now() + WAIT_MS);
  }

  window.addEventListener("click", onClick, true);
  var observer = new window.MutationObserver(function () {
    if (root.hasAttribute("data-hydrated")) replay();
  });
  observer.observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
  return pressed;
}

/** The recorder as an inline script of its own (the root layout's `<head>`): every page, dev too. */
export const EARLY_PRESSES_SCRIPT = `try{(${installReplay.toString()})(window)}catch(e){}`;
