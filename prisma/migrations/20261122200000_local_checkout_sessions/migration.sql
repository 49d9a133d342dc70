-- The local payment provider's own side of a checkout session (what Stripe keeps for a
-- Stripe session): the test checkout page reads it, paying completes it once, and
-- payment verification asks it, exactly as it asks Stripe.

-- CreateEnum
CREATE TYPE "local_checkout_status" AS ENUM ('open', 'complete', 'expired');

-- CreateTable
CREATE TABLE "local_checkout_sessions" (
    "id" TEXT NOT NULL,
    "status" "local_checkout_status" NOT NULL DEFAULT 'open',
    "product_name" TEXT NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "success_url" TEXT NOT NULL,
    "cancel_url" TEXT NOT NULL,
    "client_reference_id" TEXT,
    "metadata" JSONB NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "completed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "local_checkout_sessions_pkey" PRIMARY KEY ("id")
);
