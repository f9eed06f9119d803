/** A route-table fetch stub for unit tests: answers by path (query ignored), each path from its list, the last answer repeating. */
export type Answer = { status: number; body: unknown };
export type Routes = Record<string, Answer[]>;

/** Installs the stub as global fetch and returns its mock; `routes` win over `base`; an unlisted path throws. */
export function stubFetch(routes: Routes, base: Routes = {}) {
  const all: Routes = { ...base, ...routes };
  const fn = jest.fn(async (url: string) => {
    const [path = ""] = String(url).split("?");
    const list = all[path];
    if (!list) throw new Error(`unexpected fetch ${path}`);
    const { status, body } = list.length > 1 ? list.shift()! : list[0]!;
    return { ok: status < 400, status, statusText: "", text: async () => JSON.stringify(body) };
  });
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

/** The calls of a fetch mock to one path (query ignored). */
export const callsTo = (fn: jest.Mock, path: string) =>
  fn.mock.calls.filter(([url]) => String(url).split("?")[0] === path);
