// Prints every kind of e-mail rendered with fixed data (lib/server/mail/samples.ts), as the mail
// code runs everywhere: under the react-server condition.
//   npm run mail:samples                          one line per e-mail: kind, subject, sizes
//   npm run mail:samples -- --json                all of them as JSON ({ kind, to, subject, text, html })
//   npm run mail:samples -- --html=<kind>         one e-mail's HTML
import "./load-env";
export {};

async function main() {
  const { mailSamples } = await import("@/lib/server/mail/samples");
  const samples = mailSamples().map(({ kind, to, subject, text, html }) => ({
    kind,
    to,
    subject,
    text,
    html: html ?? "",
  }));
  const html = process.argv.find((arg) => arg.startsWith("--html="))?.slice("--html=".length);
  if (html !== undefined) {
    const sample = samples.find((s) => s.kind === html);
    if (!sample) throw new Error(`No sample e-mail of kind "${html}": ${samples.map((s) => s.kind).join(", ")}`);
    process.stdout.write(sample.html);
  } else if (process.argv.includes("--json")) {
    process.stdout.write(JSON.stringify(samples));
  } else {
    for (const s of samples)
      console.log(`${s.kind.padEnd(30)} ${s.subject}  (text ${s.text.length} B, html ${s.html.length} B)`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
