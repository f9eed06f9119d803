// A tiny local stand-in for Google's Routes API (computeRoutes), for the client pointed at it with
// GOOGLE_ROUTES_API_BASE: answers each origin → destination from a table, records every request,
// and can be made slow (to test the timeout's fallback to the travel table).
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RoutesRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: { origin?: { address?: string }; destination?: { address?: string }; travelMode?: string };
}

export class RoutesStandIn {
  readonly requests: RoutesRequest[] = [];
  /** "G1 1AA, UK>AB10 1AA, UK" → { seconds, metres } */
  readonly routes = new Map<string, { seconds: number; metres: number }>();
  delayMs = 0;
  private server?: http.Server;

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk) => (raw += chunk));
      req.on("end", () => {
        const body = JSON.parse(raw || "{}") as RoutesRequest["body"];
        this.requests.push({ path: req.url ?? "", headers: req.headers, body });
        const route = this.routes.get(`${body.origin?.address}>${body.destination?.address}`);
        const answer = () => {
          if (res.destroyed) return;
          res.setHeader("content-type", "application/json");
          res.end(
            JSON.stringify(route ? { routes: [{ distanceMeters: route.metres, duration: `${route.seconds}s` }] } : {}),
          );
        };
        if (this.delayMs > 0) setTimeout(answer, this.delayMs);
        else answer();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
