import "server-only";
import { db } from "@/lib/server/db";

/** The registered (paid) partner bars, by name. */
export async function listBarClients(): Promise<{ id: number; barName: string }[]> {
  const rows = await db.user.findMany({
    where: { role: "bar-client", registrationPaid: true },
    select: { id: true, barName: true, username: true },
    orderBy: [{ barName: "asc" }, { id: "asc" }],
  });
  return rows.map((r) => ({ id: r.id, barName: r.barName ?? r.username }));
}
