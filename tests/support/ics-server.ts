// A local HTTP server for the calendar feed tests: serves iCalendar text, a slow answer, an oversized one,
// an HTML page and redirects, on 127.0.0.1 only.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface IcsServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** what GET <path> answers: text (200, text/calendar) or a full answer */
  routes: Map<string, string | { status: number; headers?: Record<string, string>; body?: string }>;
  /** paths asked, in order */
  hits: string[];
  close(): Promise<void>;
}

/** Builds an iCalendar text from VEVENT bodies (each a list of property lines). */
export function icsOf(...events: string[][]): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//tests//EN"];
  for (const event of events) lines.push("BEGIN:VEVENT", ...event, "END:VEVENT");
  lines.push("END:VCALENDAR");
  return lines.join("\r\n") + "\r\n";
}

/** "2026-12-03", "19:00" → "20261203T190000" (a London wall-clock value for DTSTART;TZID=Europe/London). */
export function icsLocal(date: string, time: string): string {
  return `${date.replaceAll("-", "")}T${time.replace(":", "")}00`;
}

export async function startIcsServer(): Promise<IcsServer> {
  const routes: IcsServer["routes"] = new Map();
  const hits: string[] = [];
  const sockets = new Set<import("node:net").Socket>();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0]!;
    hits.push(path);
    if (path === "/slow") return; // never answers: the client's timeout ends it
    if (path === "/big") {
      res.writeHead(200, { "Content-Type": "text/calendar" });
      const chunk = "X".repeat(64 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < 6 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        res.end();
      };
      res.write("BEGIN:VCALENDAR\r\n");
      pump();
      return;
    }
    const answer = routes.get(path);
    if (answer === undefined) {
      res.writeHead(404, { "Content-Type": "text/plain" });
      return void res.end("not found");
    }
    if (typeof answer === "string") {
      res.writeHead(200, { "Content-Type": "text/calendar; charset=utf-8" });
      return void res.end(answer);
    }
    res.writeHead(answer.status, answer.headers ?? {});
    res.end(answer.body ?? "");
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    routes,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
