// What went wrong when the embedded PostgreSQL would not start, told from its own log lines, in a
// sentence that names the folder or port and what to do. Nothing is ever deleted for the user.

export interface StartContext {
  /** The embedded database's folder as people should read it (relative to the checkout when inside it). */
  folder: string;
  port: number;
  /** The variable that moves the folder elsewhere. */
  folderVariable: string;
  portVariable: string;
}

/** A start that lost a race with another process starting the same folder: look for that server instead. */
export function lostStartRace(log: string): boolean {
  return /lock file "postmaster\.pid" already exists/.test(log);
}

/** The message for a server that exited before accepting connections, from the tail of its log. */
export function explainStartFailure(log: string, context: StartContext): string {
  const { folder, port } = context;
  if (/No space left on device/i.test(log)) {
    return `The disk holding ${folder} is full (PostgreSQL: "No space left on device"): free some space, then start again. Nothing was deleted.`;
  }
  if (/could not bind IPv4 address|Address already in use/i.test(log)) {
    return (
      `Port ${port} on 127.0.0.1 is in use by another program, so the embedded PostgreSQL cannot listen there: ` +
      `stop that program, or choose another port with ${context.portVariable}.`
    );
  }
  if (/database files are incompatible with server/i.test(log)) {
    const made = /initialized by PostgreSQL version (\d+)/.exec(log)?.[1];
    return versionMismatch(folder, made ? Number(made) : undefined, Number(/version (\d+)\.\d+/.exec(log)?.[1]));
  }
  if (/Permission denied/i.test(log)) {
    return (
      `The embedded PostgreSQL may not read or write ${folder} (PostgreSQL: "Permission denied"): give its user the folder ` +
      `(as root that is the OS user "postgres"), or set ${context.folderVariable} to a folder it may use.`
    );
  }
  const last = lastLines(log, 3);
  return `The embedded PostgreSQL in ${folder} did not start.${last ? ` Its log ends: ${last}` : ""} (The full log is ${folder}/server.log.)`;
}

/** The message for a data folder made by another major version: PostgreSQL cannot open it, and we will not touch it. */
export function versionMismatch(folder: string, madeBy: number | undefined, runs: number): string {
  return (
    `${folder} holds a PostgreSQL ${madeBy ?? "(other version)"} database, and this checkout runs PostgreSQL ${runs}, which cannot open it. ` +
    `Nothing was changed or deleted. Either start it with the version that made it and take a backup (npm run db:backup), ` +
    `then move the folder aside and restore the backup here (npm run db:restore -- <file>); or move the folder aside to start afresh.`
  );
}

/** The last `count` non-empty lines, joined on one line. */
export function lastLines(log: string, count: number): string {
  return log
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(-count)
    .join(" | ");
}
