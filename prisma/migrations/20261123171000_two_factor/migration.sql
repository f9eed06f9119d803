-- Two-factor sign-in (TOTP, RFC 6238) for the magician's account. The secrets are stored
-- AES-256-GCM encrypted under a key derived from NEXTAUTH_SECRET, so the database alone yields no codes.
ALTER TABLE "users" ADD COLUMN "totpSecret" TEXT;
ALTER TABLE "users" ADD COLUMN "totpPendingSecret" TEXT;
ALTER TABLE "users" ADD COLUMN "totpPendingAt" TIMESTAMP(3);
ALTER TABLE "users" ADD COLUMN "totpEnabledAt" TIMESTAMP(3);
ALTER TABLE "users" ADD COLUMN "totpLastStep" INTEGER;

-- One-time recovery codes: a salted SHA-256 of each code, and when it was spent.
CREATE TABLE "two_factor_recovery_codes" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "codeHash" TEXT NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "two_factor_recovery_codes_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "two_factor_recovery_codes_userId_idx" ON "two_factor_recovery_codes"("userId");

ALTER TABLE "two_factor_recovery_codes" ADD CONSTRAINT "two_factor_recovery_codes_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
