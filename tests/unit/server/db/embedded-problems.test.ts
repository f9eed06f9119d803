// The embedded PostgreSQL's start-up failures become one sentence naming the folder or port and what to do.
import { explainStartFailure, lastLines, lostStartRace, versionMismatch } from "@/lib/server/db/embedded/problems";

const context = {
  folder: ".data/postgres",
  port: 54321,
  folderVariable: "EMBEDDED_DATABASE_DIR",
  portVariable: "EMBEDDED_DATABASE_PORT",
};

describe("explainStartFailure", () => {
  it("a full disk names the folder and says nothing was deleted", () => {
    const message = explainStartFailure(
      '2026-11-27 05:00:00 UTC [1] PANIC:  could not write to file "pg_wal/xlogtemp.1": No space left on device',
      context,
    );
    expect(message).toContain("The disk holding .data/postgres is full");
    expect(message).toContain("Nothing was deleted");
  });

  it("a port in use names the port and the variable that changes it", () => {
    const message = explainStartFailure(
      'LOG:  could not bind IPv4 address "127.0.0.1": Address already in use\nHINT:  Is another postmaster already running on port 54321?',
      context,
    );
    expect(message).toContain("Port 54321 on 127.0.0.1 is in use by another program");
    expect(message).toContain("EMBEDDED_DATABASE_PORT");
  });

  it("a data folder of another major version names both versions", () => {
    const message = explainStartFailure(
      "FATAL:  database files are incompatible with server\nDETAIL:  The data directory was initialized by PostgreSQL version 18, which is not compatible with this version 15.18.",
      context,
    );
    expect(message).toContain(".data/postgres holds a PostgreSQL 18 database, and this checkout runs PostgreSQL 15");
    expect(message).toContain("Nothing was changed or deleted");
  });

  it("a folder the server may not use names the folder and the variable", () => {
    const message = explainStartFailure('FATAL:  could not open file "global/pg_control": Permission denied', context);
    expect(message).toContain("may not read or write .data/postgres");
    expect(message).toContain("EMBEDDED_DATABASE_DIR");
  });

  it("anything else quotes the end of the log and points to it", () => {
    const message = explainStartFailure("LOG:  starting\n\nFATAL:  something odd\n", context);
    expect(message).toBe(
      "The embedded PostgreSQL in .data/postgres did not start. Its log ends: LOG:  starting | FATAL:  something odd (The full log is .data/postgres/server.log.)",
    );
  });
});

describe("lostStartRace", () => {
  it("recognises a second start of a folder another process has just started", () => {
    expect(lostStartRace('FATAL:  lock file "postmaster.pid" already exists')).toBe(true);
    expect(lostStartRace("FATAL:  something else")).toBe(false);
  });
});

describe("versionMismatch and lastLines", () => {
  it("say what they can when the version is unknown", () => {
    expect(versionMismatch("/srv/db", undefined, 15)).toContain("a PostgreSQL (other version) database");
    expect(lastLines("a\n\n b \nc\n", 2)).toBe("b | c");
  });
});
