// `npm run user:password -- <username>`: sets an account's password from the shell and ends every
// session of that account (lib/server/users/operator-password.ts). On a terminal it asks twice,
// without echo; otherwise it reads the password from the first line of stdin, e.g.
//   printf '%s\n' "$NEW_PASSWORD" | npm run user:password -- magician
// The password is never taken from the command line, where other users and shell history see it.
import "./load-env";
export {};

function readHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    let value = "";
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.removeListener("data", onData);
      process.stdout.write("\n");
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") return done();
        if (char === "\u0003") return done(new Error("Cancelled."));
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on("data", onData);
  });
}

async function readStdinLine(): Promise<string> {
  let text = "";
  process.stdin.setEncoding("utf8");
  for await (const chunk of process.stdin) text += chunk;
  return text.split(/\r?\n/)[0] ?? "";
}

async function main() {
  const username = process.argv[2];
  if (!username || process.argv.length > 3)
    throw new Error("Usage: npm run user:password -- <username> (the password is asked for, or read from stdin)");
  let password: string;
  if (process.stdin.isTTY) {
    password = await readHidden(`New password for ${username}: `);
    if ((await readHidden("Again: ")) !== password) throw new Error("The two passwords differ; nothing was changed.");
  } else {
    password = await readStdinLine();
  }
  const { closeDb } = await import("@/lib/server/db/client");
  const { setPasswordFromShell } = await import("@/lib/server/users/operator-password");
  try {
    const user = await setPasswordFromShell(username, password);
    console.log(`Password of ${user.username} changed; every session of the account has ended.`);
  } finally {
    await closeDb();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
