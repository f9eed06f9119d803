import "server-only";

export { db, type Db, type Prisma } from "./client";
