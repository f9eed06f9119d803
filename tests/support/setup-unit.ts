import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";

// Radix measures itself; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// findBy*/waitFor wait up to 5 s rather than 1 s: a component that loads a module on demand (the
// booking page's lazy actions) compiles it on first import, which takes over a second on a busy
// two-core machine. A test that passes waits no longer than it needs.
configure({ asyncUtilTimeout: 5000 });
