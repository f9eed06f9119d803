-- AlterTable
ALTER TABLE "quotes" ADD COLUMN     "eventPostcode" TEXT;

