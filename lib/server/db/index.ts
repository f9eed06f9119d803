import "server-only";

export { db, type Db, Prisma } from "./client";
export { runTransaction, type TransactionOptions } from "./transaction";
