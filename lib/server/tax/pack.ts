import "server-only";
import { ZipArchive } from "archiver";
import { toCsv } from "@/lib/domain/csv";
import { DOCUMENT_CSV_COLUMNS } from "@/lib/domain/documents-csv";
import { QUARTER_CSV_COLUMNS, type TaxYear, type TaxYearBasis } from "@/lib/domain/tax-year";
import { documentFilename } from "@/lib/server/documents/attachments";
import { documentCsvRow } from "@/lib/server/documents/csv-row";
import { documentPdf } from "@/lib/server/documents/pdf";
import { toIssuedDocument } from "@/lib/server/documents/read";
import { mileageCsv, mileagePdf } from "@/lib/server/mileage/export";
import { mileageLog, mileageOwner } from "@/lib/server/mileage/log";
import { documentsIssuedBetween, quartersOf } from "./quarters";

/**
 * The accountant's pack: one ZIP of a tax year with every receipt, VAT invoice and credit note
 * issued in it as its PDF (documents/SAM-2027-0001.pdf …), documents.csv, mileage.csv (and the
 * log's PDF) and quarters.csv. Built in memory: a sole trader's year is a few hundred documents of
 * a few kilobytes each.
 */

/** The ZIP's bytes. */
export async function accountantsPack(
  year: TaxYear,
  basis: TaxYearBasis = "standard",
  now: Date = new Date(),
): Promise<Buffer> {
  const [rows, log, quarters, owner] = await Promise.all([
    documentsIssuedBetween(year.from, year.to),
    mileageLog(year, now),
    quartersOf(year, basis, now),
    mileageOwner(),
  ]);
  const documents = rows.map(toIssuedDocument);
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    zip.on("data", (chunk: Buffer) => chunks.push(chunk));
    zip.on("error", reject);
    zip.on("end", () => resolve(Buffer.concat(chunks)));
  });
  const date = now;
  for (const d of documents) {
    zip.append(Buffer.from(await documentPdf(d)), { name: `documents/${documentFilename(d.number)}`, date });
  }
  zip.append(toCsv(DOCUMENT_CSV_COLUMNS, documents.map(documentCsvRow)), { name: "documents.csv", date });
  zip.append(mileageCsv(log), { name: "mileage.csv", date });
  zip.append(Buffer.from(await mileagePdf(log, owner)), { name: "mileage.pdf", date });
  zip.append(toCsv(QUARTER_CSV_COLUMNS, quarters.quarters), { name: "quarters.csv", date });
  await zip.finalize();
  return done;
}
