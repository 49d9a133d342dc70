// A search service process over the naive ILIKE backend, for the benchmark's baseline.
import pino from 'pino';
import { listen } from '@highpay/common';
import { createSearchApp } from '../services/search/src/app.js';
import { createNaiveSearchBackend } from './naive-search.backend.js';

const backend = createNaiveSearchBackend(process.env.DATABASE_URL!);
await listen(
  createSearchApp({ logger: pino({ level: 'silent' }), backend, checks: {} }),
  Number(process.env.SEARCH_PORT),
  '127.0.0.1',
);
