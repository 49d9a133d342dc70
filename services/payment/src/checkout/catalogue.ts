// The server's catalogue: what each purchase kind is called and costs. Prices are
// decided here and only here; a price a client sends is never read.
import { CURRENCY, JOB_CREDIT_PRODUCT_ID, PRICE_CENTS, PRODUCT_ID } from '@highpay/contracts';
import type { db } from '@highpay/common';

export interface Product {
  productId: string;
  name: string;
  amountCents: number;
  currency: string;
}

export const CATALOGUE: Readonly<Record<db.PurchaseKind, Product>> = Object.freeze({
  resume_download: {
    productId: PRODUCT_ID,
    name: 'Optimized resume download (PDF + DOCX)',
    amountCents: PRICE_CENTS,
    currency: CURRENCY,
  },
  job_credit: {
    productId: JOB_CREDIT_PRODUCT_ID,
    name: 'Resume tailored to this job (PDF + DOCX)',
    amountCents: PRICE_CENTS,
    currency: CURRENCY,
  },
});
