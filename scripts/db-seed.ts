async function main() {
  const { db } = await import("@/lib/server/db/client");
  const { seedDatabase } = await import("@/lib/server/db/seed");
  try {
    await seedDatabase(db, (message) => console.log(message));
  } finally {
    await db.$disconnect();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

export {};
