import "server-only";
import { db, type Prisma } from "@/lib/server/db";
import { badRequest, forbidden, notFound } from "@/lib/server/http";
import type { SessionUser } from "@/lib/server/session";
import { penceToDecimalString, poundsToPence } from "@/lib/domain/money";
import {
  DRINK_MESSAGES,
  drinksToRecord,
  type DrinkDto,
  type DrinkValues,
  type RecordDrinksRequest,
} from "@/lib/validation/drinks";

const DRINK_FIELDS = { id: true, name: true, price: true, discountCode: true, promotionCount: true } as const;

type DrinkRow = {
  id: number;
  name: string;
  price: Prisma.Decimal | number | string;
  discountCode: string | null;
  promotionCount: number;
};

export function toDrinkDto(row: DrinkRow): DrinkDto {
  return {
    id: row.id,
    name: row.name,
    price: Number(row.price),
    discountCode: row.discountCode ?? null,
    promotionCount: row.promotionCount,
  };
}

/** A bar's drinks, oldest first (the order the bar added them). */
export async function listDrinks(barId: number): Promise<DrinkDto[]> {
  const rows = await db.drink.findMany({ where: { barId }, select: DRINK_FIELDS, orderBy: { id: "asc" } });
  return rows.map(toDrinkDto);
}

/** The magician reads any partner bar's drinks; the bar must exist and be a bar client. */
export async function listDrinksOfBar(barId: number): Promise<DrinkDto[]> {
  const bar = await db.user.findUnique({ where: { id: barId }, select: { role: true } });
  if (!bar || bar.role !== "bar-client") throw notFound("Bar not found");
  return listDrinks(barId);
}

const decimal = (pounds: number) => penceToDecimalString(poundsToPence(pounds));

export async function createDrink(barId: number, values: DrinkValues): Promise<DrinkDto> {
  const row = await db.drink.create({
    data: { barId, name: values.name, price: decimal(values.price), discountCode: values.discountCode ?? null },
    select: DRINK_FIELDS,
  });
  return toDrinkDto(row);
}

/** The drink, which must belong to `barId` (404 when missing, 403 when another bar's). */
async function ownDrink(barId: number, drinkId: number) {
  const drink = await db.drink.findUnique({ where: { id: drinkId }, select: { id: true, barId: true } });
  if (!drink) throw notFound("Drink not found");
  if (drink.barId !== barId) throw forbidden();
  return drink;
}

export async function updateDrink(barId: number, drinkId: number, values: DrinkValues): Promise<DrinkDto> {
  await ownDrink(barId, drinkId);
  const row = await db.drink.update({
    where: { id: drinkId },
    data: { name: values.name, price: decimal(values.price), discountCode: values.discountCode ?? null },
    select: DRINK_FIELDS,
  });
  return toDrinkDto(row);
}

export async function deleteDrink(barId: number, drinkId: number): Promise<void> {
  await ownDrink(barId, drinkId);
  await db.drink.delete({ where: { id: drinkId } });
}

/**
 * The magician's Record Promoted Drinks: in one transaction, a drink_sales row per item with a
 * quantity above zero (at the drink's current price) and promotionCount += quantity.
 * Every drink must belong to the chosen bar. 400 'No drinks to record' when all quantities are 0.
 */
export async function recordDrinkSales(actor: SessionUser, request: RecordDrinksRequest) {
  const items = drinksToRecord(request.items).map(({ drinkId, quantity }) => [drinkId, quantity] as const);
  if (items.length === 0) throw badRequest(DRINK_MESSAGES.noDrinksToRecord);

  const bar = await db.user.findUnique({ where: { id: request.barId }, select: { role: true } });
  if (!bar || bar.role !== "bar-client") throw notFound("Bar not found");

  return db.$transaction(async (tx) => {
    const drinks = await tx.drink.findMany({
      where: { id: { in: items.map(([id]) => id) } },
      select: { id: true, barId: true, price: true },
    });
    const byId = new Map(drinks.map((d) => [d.id, d]));
    for (const [drinkId] of items) {
      const drink = byId.get(drinkId);
      if (!drink || drink.barId !== request.barId) throw badRequest("Every drink must belong to the chosen bar.");
    }
    let total = 0;
    for (const [drinkId, quantity] of items) {
      const drink = byId.get(drinkId)!;
      await tx.drinkSale.create({
        data: { drinkId, barId: request.barId, quantity, unitPrice: drink.price, recordedById: actor.id },
      });
      await tx.drink.update({ where: { id: drinkId }, data: { promotionCount: { increment: quantity } } });
      total += quantity;
    }
    await tx.auditLog.create({
      data: {
        actorId: actor.id,
        actorName: actor.username,
        action: "drinks.record",
        entity: "bar",
        entityId: String(request.barId),
        after: { items: items.map(([drinkId, quantity]) => ({ drinkId, quantity })) },
      },
    });
    const updated = await tx.drink.findMany({
      where: { barId: request.barId },
      select: DRINK_FIELDS,
      orderBy: { id: "asc" },
    });
    return { recorded: total, drinks: updated.map(toDrinkDto) };
  });
}
