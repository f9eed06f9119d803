import "server-only";

export { db, type Db, Prisma } from "./client";
