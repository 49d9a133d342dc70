// The open, real jobs a sitemap lists (sample jobs are noindex; closed ones and another
// source's copies are not listed; jobs whose source's terms keep them from search engines
// are left out), read from the jobs table a page of rows at a time so a
// sitemap file of 50,000 URLs never holds more than one page in memory.
import { db, LISTED, type PrismaClient } from '@highpay/common';

// Listed as search lists them; sample jobs, and jobs whose source's terms keep them from search
// engines, are listed but kept out of the sitemap.
const IN_SITEMAP = db.Prisma.raw(`${LISTED} AND NOT j.sample AND j.search_engines`);

/** Rows read per query while a sitemap file is written. */
export const SITEMAP_READ_BATCH = 2000;

export interface SitemapJob {
  id: number;
  updatedAt: Date;
}

export interface SitemapJobs {
  /** One entry per sitemap file of `perFile` jobs (in id order): its newest change. */
  files(perFile: number): Promise<Array<{ lastmod: Date }>>;
  /** File `file`'s jobs (1-based), in id order, a batch at a time; nothing when there is no such file. */
  file(file: number, perFile: number, batch?: number): AsyncGenerator<SitemapJob[]>;
}

export function createSitemapJobs(prisma: PrismaClient): SitemapJobs {
  return {
    async files(perFile) {
      // One pass over the listed jobs' ids (their primary key order) and change times.
      const rows = await prisma.$queryRaw<Array<{ lastmod: Date }>>`
        SELECT max(t.updated_at) AS lastmod
          FROM (SELECT j.updated_at, (row_number() OVER (ORDER BY j.id) - 1) / ${perFile} AS file
                  FROM jobs j
                 WHERE ${IN_SITEMAP}) t
         GROUP BY t.file
         ORDER BY t.file`;
      return rows;
    },
    async *file(file, perFile, batch = SITEMAP_READ_BATCH) {
      const first = await prisma.$queryRaw<Array<{ id: number }>>`
        SELECT j.id FROM jobs j
         WHERE ${IN_SITEMAP}
         ORDER BY j.id OFFSET ${(file - 1) * perFile} LIMIT 1`;
      if (first.length === 0) return;
      let after = first[0]!.id - 1;
      let left = perFile;
      while (left > 0) {
        const rows = await prisma.$queryRaw<Array<{ id: number; updatedAt: Date }>>`
          SELECT j.id, j.updated_at AS "updatedAt" FROM jobs j
           WHERE ${IN_SITEMAP} AND j.id > ${after}
           ORDER BY j.id LIMIT ${Math.min(batch, left)}`;
        if (rows.length === 0) return;
        yield rows;
        left -= rows.length;
        after = rows[rows.length - 1]!.id;
      }
    },
  };
}
