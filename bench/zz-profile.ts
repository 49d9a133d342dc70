import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import pg from 'pg';
import Stripe from 'stripe';
import { QUEUES, createPrisma, createRedis } from '@highpay/common';
const url = 'postgresql://postgres@127.0.0.1:5432/postgres';
const N = 500;
async function time(label: string, fn: (i: number) => Promise<unknown> | unknown) {
  for (let i = 0; i < 50; i++) await fn(i);
  const t = performance.now();
  for (let i = 0; i < N; i++) await fn(i);
  console.log(label.padEnd(30), ((performance.now() - t) / N * 1000).toFixed(0), 'µs/op');
}
const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_x', amount_total: 500 } } });
const secret = 'whsec_x0123456789';
const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
await time('constructEvent', () => Stripe.webhooks.constructEvent(Buffer.from(payload), header, secret));
const prisma = createPrisma(url);
await time('prisma $queryRaw SELECT 1', () => prisma.$queryRaw`SELECT 1 AS x WHERE ${'a'} = ${'a'}`);
const pool = new pg.Pool({ connectionString: url, max: 10 });
await time('pg pool SELECT 1', () => pool.query('SELECT 1 AS x WHERE $1 = $2', ['a', 'a']));
const queue = new Queue(QUEUES.render, { connection: createRedis('redis://127.0.0.1:6379', { forWorker: true }), prefix: 'zz-prof-' + randomBytes(2).toString('hex') });
await time('queue.add', (i) => queue.add('render', { purchaseId: 'x' }, { jobId: `render-${i}-${Math.random()}` }));
await queue.obliterate({ force: true });
await queue.close(); await prisma.$disconnect(); await pool.end();
