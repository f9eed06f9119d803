// Sends the e-mail waiting in the outbox (new mail and retries of failed sends).
// Run it from cron, e.g. every 5 minutes: npx tsx --conditions=react-server scripts/deliver-mail.ts
import "./load-env";
export {};

async function main() {
  const { db, closeDb } = await import("@/lib/server/db/client");
  const { deliverPending } = await import("@/lib/server/mail/outbox");
  try {
    let total = { sent: 0, failed: 0 };
    for (;;) {
      const result = await deliverPending({ limit: 50 });
      if (result.skipped) {
        const pending = await db.emailOutbox.count({ where: { status: "pending" } });
        console.log(`SMTP_URL is not set: ${pending} e-mail(s) stay in the outbox.`);
        return;
      }
      total = { sent: total.sent + result.sent, failed: total.failed + result.failed };
      if (result.sent + result.failed === 0) break;
    }
    console.log(`Sent ${total.sent} e-mail(s); ${total.failed} failed and will be retried.`);
  } finally {
    await closeDb();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
