// The framework's floor: an empty Next App Router app (one page of a heading and a sentence, server
// rendered, so that Lighthouse has something to paint and score; the same next and react as this project, its node_modules hard-linked because Turbopack refuses a symlinked node_modules outside its
// root), built once per Next version in a temporary folder; its first-load JavaScript is measured there.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { ROOT } from "./server";

const nextVersion = (): string =>
  (JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules/next/package.json"), "utf8")) as { version: string })
    .version;

const FILES: Record<string, string> = {
  "package.json": JSON.stringify({ name: "empty-next-app", private: true }),
  "next.config.mjs": "export default {};\n",
  "app/layout.js":
    'export default function RootLayout({ children }) { return <html lang="en"><body>{children}</body></html>; }\n',
  "app/page.js":
    "export default function Page() { return <main><h1>An empty app</h1><p>One sentence, so that the page paints.</p></main>; }\n",
};

/** Builds the empty app (unless this Next version's build is already there) and returns its folder. */
export function buildEmptyNextApp(): string {
  // the suffix changes with FILES, so that an older build of other files is not taken for this one
  const dir = path.join(os.tmpdir(), `summon-empty-next-${nextVersion()}-paints`);
  if (fs.existsSync(path.join(dir, ".next/BUILD_ID"))) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  for (const [name, content] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  const copy = spawnSync("cp", ["-al", path.join(ROOT, "node_modules"), path.join(dir, "node_modules")]);
  if (copy.status !== 0) throw new Error(`Could not hard-link node_modules: ${copy.stderr.toString()}`);
  const build = spawnSync(process.execPath, [path.join(dir, "node_modules/next/dist/bin/next"), "build"], {
    cwd: dir,
    stdio: "inherit",
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
  });
  if (build.status !== 0) throw new Error("The empty Next app did not build");
  return dir;
}

/** Runs `measure` against the empty app served by `next start` on `port`, then stops it. */
export async function withEmptyNextApp<T>(port: number, measure: (base: string) => Promise<T>): Promise<T> {
  const dir = buildEmptyNextApp();
  const server = spawn(
    process.execPath,
    [path.join(dir, "node_modules/next/dist/bin/next"), "start", "-p", String(port)],
    {
      cwd: dir,
      stdio: "ignore",
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
    },
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const ok = await fetch(base + "/")
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`The empty Next app did not answer at ${base}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    return await measure(base);
  } finally {
    server.kill("SIGTERM");
  }
}
