-- The optimization each purchase paid for, in one place for SQL: a resume download's own
-- optimization, or the one a job credit was spent on (null while the credit is unspent).
-- Payment's paidOptimizationId says the same for a row already read.

-- CreateView
CREATE VIEW "purchase_optimizations" AS
SELECT p.id AS purchase_id,
       p.status,
       CASE p.kind
           WHEN 'resume_download' THEN p.optimization_id
           WHEN 'job_credit' THEN p.credit_used_by_id
       END AS optimization_id
  FROM purchases p;

-- CreateIndex: lookups by optimization through the view use it.
CREATE INDEX "purchases_paid_optimization_idx" ON "purchases" ((
    CASE kind
        WHEN 'resume_download' THEN optimization_id
        WHEN 'job_credit' THEN credit_used_by_id
    END
));
