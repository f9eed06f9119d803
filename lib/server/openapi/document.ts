import "server-only";
import { z } from "zod";
import { HTTP_ERROR_CODES, DOMAIN_ERROR_CODES } from "@/lib/domain/error-codes";
import { ERROR_STATUS, type ErrorCode } from "@/lib/server/errors";
import type { RouteAuth, RouteDeclaration } from "@/lib/server/route";

/** One operation of the API: its name (lib/api-client/routes.ts), method, path and what route() was told. */
export interface ApiOperation {
  name: string;
  method: string;
  /** As the file system writes it: /api/bookings/[id] */
  path: string;
  declaration: RouteDeclaration;
}

type JsonSchema = Record<string, unknown>;

/** The OpenAPI form of a path: /api/bookings/[id] → /api/bookings/{id}, a catch-all [...x] → {x}. */
export function openApiPath(path: string): string {
  return path.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, "{$1}");
}

function schemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const json = z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** Who may call, in words: the API description's reader sees it beside each operation. */
export function authText(auth: RouteAuth): string {
  if (Array.isArray(auth)) return `signed in as ${auth.join(" or ")}`;
  switch (auth) {
    case "public":
      return "anyone";
    case "optional":
      return "anyone; a signed-in user may see more";
    case "any-signed-in":
      return "any signed-in user";
    case "token":
      return "anyone holding the link's token";
    case "cron":
      return "the scheduler (Authorization: Bearer CRON_SECRET)";
    default:
      return `signed in as ${auth as string}`;
  }
}

function security(auth: RouteAuth): Record<string, string[]>[] | undefined {
  if (auth === "public" || auth === "token") return [];
  if (auth === "optional") return [{}, { session: [] }];
  if (auth === "cron") return [{ cron: [] }];
  return [{ session: [] }];
}

/** The refusals a route's declaration implies, and the ones it names itself. */
export function refusalsOf(declaration: RouteDeclaration): ErrorCode[] {
  const codes = new Set<ErrorCode>(declaration.schemas.errors);
  const { auth } = declaration;
  if (declaration.body === "json" || declaration.query) codes.add("validation");
  if (declaration.body !== "none") codes.add("payload_too_large");
  if (auth === "cron" || (auth !== "public" && auth !== "token" && auth !== "optional")) codes.add("unauthorized");
  if (Array.isArray(auth) || !["public", "token", "cron", "optional", "any-signed-in"].includes(auth as string)) {
    codes.add("forbidden");
  }
  if (declaration.params || auth === "token" || auth === "cron") codes.add("not_found");
  if (declaration.rateLimit) codes.add("rate_limited");
  if (declaration.csrf) codes.add("forbidden");
  codes.add("internal");
  return [...codes].sort((a, b) => ERROR_STATUS[a] - ERROR_STATUS[b] || a.localeCompare(b));
}

function parameters(declaration: RouteDeclaration, path: string): JsonSchema[] {
  const result: JsonSchema[] = [];
  const names = [...path.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map((match) => match[1]!);
  const paramShape = declaration.schemas.params ? schemaOf(declaration.schemas.params, "input") : {};
  const paramProps = (paramShape.properties ?? {}) as Record<string, JsonSchema>;
  for (const name of names) {
    result.push({ name, in: "path", required: true, schema: paramProps[name] ?? { type: "string" } });
  }
  if (declaration.schemas.query) {
    const query = schemaOf(declaration.schemas.query, "input");
    const required = new Set((query.required ?? []) as string[]);
    for (const [name, schema] of Object.entries((query.properties ?? {}) as Record<string, JsonSchema>)) {
      result.push({ name, in: "query", required: required.has(name), schema });
    }
  }
  return result;
}

function requestBody(declaration: RouteDeclaration): JsonSchema | undefined {
  if (declaration.body === "raw") {
    return { required: true, content: { "text/plain": { schema: { type: "string" } } } };
  }
  if (declaration.body === "json" && declaration.schemas.body) {
    return { required: true, content: { "application/json": { schema: schemaOf(declaration.schemas.body, "input") } } };
  }
  return undefined;
}

function responses(declaration: RouteDeclaration): Record<string, JsonSchema> {
  const result: Record<string, JsonSchema> = {};
  for (const [status, answer] of Object.entries(declaration.schemas.response)) {
    if (answer === null) result[status] = { description: Number(status) >= 300 ? "A redirect" : "No body" };
    else if (typeof answer === "string") {
      const type = answer === "*/*" ? "*/*" : answer;
      result[status] = { description: `A ${answer} body`, content: { [type]: { schema: {} } } };
    } else {
      result[status] = {
        description: "Success",
        content: { "application/json": { schema: schemaOf(answer, "output") } },
      };
    }
  }
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of refusalsOf(declaration)) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  for (const [status, codes] of byStatus) {
    if (String(status) in result) continue;
    result[String(status)] = {
      description: `Refused: ${codes.join(", ")}`,
      content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
    };
  }
  return result;
}

function tagOf(path: string): string {
  const [, , first, second] = path.split("/");
  return first === "admin" && second ? `admin/${second}` : (first ?? "api");
}

/** The API's description, OpenAPI 3.1, from what every route declares. */
export function openApiDocument(operations: readonly ApiOperation[], version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const { name, method, path, declaration } of operations) {
    const operation: JsonSchema = {
      operationId: name,
      tags: [tagOf(path)],
      summary: name,
      description: `Who may call: ${authText(declaration.auth)}.${declaration.rateLimit ? ` Rate limited (${declaration.rateLimit}).` : ""}`,
      "x-auth": declaration.auth,
      parameters: parameters(declaration, path),
      responses: responses(declaration),
    };
    const auth = security(declaration.auth);
    if (auth) operation.security = auth;
    const body = requestBody(declaration);
    if (body) operation.requestBody = body;
    (paths[openApiPath(path)] ??= {})[method.toLowerCase()] = operation;
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Summon a Magician API",
      version,
      description:
        "Every route of the site. Refusals answer { error, code, fieldErrors? }: `code` is one of the HTTP kinds or the business's own codes listed under components.schemas.Error.",
    },
    paths,
    components: {
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "next-auth.session-token" },
        cron: { type: "http", scheme: "bearer" },
      },
      schemas: {
        Error: {
          type: "object",
          required: ["error", "code"],
          properties: {
            error: { type: "string", description: "A message fit to show the user" },
            code: { type: "string", enum: [...HTTP_ERROR_CODES, ...DOMAIN_ERROR_CODES] },
            fieldErrors: { type: "object", additionalProperties: { type: "string" } },
            title: { type: "string" },
            description: { type: "string" },
          },
        },
      },
    },
  };
}
