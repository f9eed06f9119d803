-- Dated notes the magician adds to a lead (lib/server/admin/lead-notes.ts), shown in its history.
-- They go with the lead (ON DELETE CASCADE) and are deleted when retention anonymises it.
CREATE TABLE "lead_notes" (
    "id" SERIAL NOT NULL,
    "leadId" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "authorId" INTEGER,
    "authorName" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lead_notes_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "lead_notes_text_check" CHECK (char_length("text") BETWEEN 1 AND 2000)
);

CREATE INDEX "lead_notes_leadId_createdAt_idx" ON "lead_notes"("leadId", "createdAt");

ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;
