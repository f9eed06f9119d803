// `next dev` only: at most one automatic reload in a row, then a message with a Reload button.
//
// Next's development client reloads the page when the dev server tells it to: "reloadPage" (the
// code version the page was rendered with is not the server's any more by the time its client
// subscribes) or a new session id (the server restarted). While the server's code keeps changing
// under a page that takes a while to load (right after a restart, as it compiles one route and
// chunk after another), each fresh load is told to reload again as soon as it has loaded: an open
// magician dashboard reloaded over a hundred times in 45 s, for minutes, never showing its tabs.
// Here the development client's socket (`/_next/hmr`) is wrapped before Next opens it: a page
// obeys such an order unless the last one it obeyed in this tab is less than GUARD_MS old; then it
// stays, shows a message with a Reload button, and holds every later order, so the developer
// decides when to reload.
//
// Plain ESM JavaScript, serialised with toString into the root layout's inline script in development
// (never in production), so the function uses nothing from outside itself.

/** The sessionStorage key of the time of the last reload this guard let through. */
export const RELOADED_AT_KEY = "dev-reload-guard:reloaded-at";

/** How long after a reload a second order to reload is held back. */
export const GUARD_MS = 30000;

/**
 * Installs the guard in the page. Returns nothing; reads and writes `sessionStorage` under
 * RELOADED_AT_KEY, and adds a `role="alert"` message with a Reload button to the body when it holds
 * an order back.
 * @param {Window & typeof globalThis} window
 * @param {string} key
 * @param {number} guardMs
 */
export function installReloadGuard(window, key, guardMs) {
  var Native = window.WebSocket;
  if (!Native || Native.__reloadGuard) return;
  var document = window.document;

  function reloadedAt() {
    try {
      return Number(window.sessionStorage.getItem(key)) || 0;
    } catch (error) {
      return 0;
    }
  }

  var sessionId = null;
  var holding = false;

  // "reloadPage", or the first message of a restarted server (another session id than before on
  // this page), on which Next's client reloads too
  function isReloadOrder(event) {
    if (typeof event.data !== "string" || !/reloadPage|turbopack-connected/.test(event.data)) return false;
    var message;
    try {
      message = JSON.parse(event.data);
    } catch (error) {
      return false;
    }
    if (message.type === "reloadPage") return true;
    if (message.type !== "turbopack-connected" || !message.data) return false;
    var restarted = sessionId !== null && sessionId !== message.data.sessionId;
    sessionId = message.data.sessionId;
    return restarted;
  }

  function showMessage() {
    if (document.getElementById("dev-reload-guard")) return;
    var box = document.createElement("div");
    box.id = "dev-reload-guard";
    box.setAttribute("role", "alert");
    box.style.cssText =
      "position:fixed;z-index:2147483647;left:1rem;bottom:1rem;max-width:24rem;padding:.75rem 1rem;border-radius:.5rem;background:#1c1d3a;color:#fff;font:14px/1.4 system-ui,sans-serif;box-shadow:0 4px 16px #0008";
    box.textContent = "The development server changed this page's code again while it loaded. ";
    var button = document.createElement("button");
    button.type = "button";
    button.textContent = "Reload";
    button.style.cssText =
      "margin-left:.5rem;text-decoration:underline;color:inherit;background:none;border:0;cursor:pointer";
    button.addEventListener("click", function () {
      try {
        window.sessionStorage.removeItem(key);
      } catch (error) {
        // the reload happens all the same
      }
      window.location.reload();
    });
    box.appendChild(button);
    (document.body || document.documentElement).appendChild(box);
  }

  function guarded(handler) {
    return function (event) {
      if (isReloadOrder(event)) {
        var now = Date.now();
        if (holding || now - reloadedAt() < guardMs) {
          // from now on this page stays until the developer reloads it
          holding = true;
          showMessage();
          return;
        }
        try {
          window.sessionStorage.setItem(key, String(now));
        } catch (error) {
          // without storage every order is obeyed, as before
        }
      }
      return handler.apply(this, arguments);
    };
  }

  function Guarded(url, protocols) {
    var socket = protocols === undefined ? new Native(url) : new Native(url, protocols);
    if (String(url).indexOf("/_next/hmr") === -1) return socket;
    var descriptor = Object.getOwnPropertyDescriptor(Native.prototype, "onmessage");
    Object.defineProperty(socket, "onmessage", {
      configurable: true,
      get: function () {
        return descriptor.get.call(socket);
      },
      set: function (handler) {
        descriptor.set.call(socket, typeof handler === "function" ? guarded(handler) : handler);
      },
    });
    var add = socket.addEventListener;
    socket.addEventListener = function (type, listener, options) {
      return add.call(
        socket,
        type,
        type === "message" && typeof listener === "function" ? guarded(listener) : listener,
        options,
      );
    };
    return socket;
  }
  Guarded.prototype = Native.prototype;
  ["CONNECTING", "OPEN", "CLOSING", "CLOSED"].forEach(function (name) {
    Guarded[name] = Native[name];
  });
  Guarded.__reloadGuard = true;
  window.WebSocket = Guarded;
}

/** The guard as an inline script of its own (the root layout's `<head>`, development only). */
export const DEV_RELOAD_GUARD_SCRIPT = `try{(${installReloadGuard.toString()})(window,${JSON.stringify(RELOADED_AT_KEY)},${GUARD_MS})}catch(e){}`;
