import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { errorHandler, jsonNotFound } from './http.js';
import { sampleOf } from '../../../test/support/metrics.js';
import { createIngestionMetrics, createMetrics, httpMetrics, metricsRoutes } from './metrics.js';

describe('metrics', () => {
  it('time each request under the pattern of the route that answered it, its method and its status', async () => {
    const metrics = createMetrics('test');
    const api = express.Router();
    api.get('/downloads/:purchaseId/:format', (req, res) => {
      if (req.params.format === 'zip') throw new AppError('NOT_FOUND', 'No such file.');
      res.json({ ok: true });
    });
    const app = express();
    app.use(httpMetrics(metrics));
    app.use(metricsRoutes(metrics));
    app.use('/api', api);
    app.use(jsonNotFound());
    app.use(errorHandler());

    await request(app).get('/api/downloads/one/pdf').expect(200);
    await request(app).get('/api/downloads/two/pdf').expect(200);
    await request(app).get('/api/downloads/one/zip').expect(404);
    await request(app).get('/no/such/page').expect(404);
    const res = await request(app).get('/metrics');

    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const count = (route: string, status: number) =>
      sampleOf(res.text, 'http_request_duration_seconds_count', {
        service: 'test',
        method: 'GET',
        route,
        status_code: String(status),
      });
    expect(count('/api/downloads/:purchaseId/:format', 200)).toBe(2);
    expect(count('/api/downloads/:purchaseId/:format', 404)).toBe(1);
    expect(count('unmatched', 404)).toBe(1);
    expect(res.text).not.toContain('/api/downloads/one');
  });

  it('count ingestion runs by source and outcome, and say when each source last ran', async () => {
    const metrics = createMetrics('ingest');
    const ingestion = createIngestionMetrics(metrics);
    ingestion.recordRun('greenhouse', 'succeeded', new Date('2026-05-01T12:00:00Z'));
    ingestion.recordRun('greenhouse', 'failed', new Date('2026-05-01T13:00:00Z'));
    ingestion.recordRun('lever', 'succeeded', new Date('2026-05-01T12:30:00Z'));
    const text = await metrics.registry.metrics();

    const runs = (source: string, outcome: string) => sampleOf(text, 'ingestion_jobs_total', { source, outcome });
    expect([runs('greenhouse', 'succeeded'), runs('greenhouse', 'failed'), runs('lever', 'succeeded')]).toEqual([
      1, 1, 1,
    ]);
    expect(runs('lever', 'failed')).toBeUndefined();
    const lastRun = (source: string) => sampleOf(text, 'ingestion_last_run_timestamp_seconds', { source });
    expect(lastRun('greenhouse')).toBe(Date.parse('2026-05-01T13:00:00Z') / 1000);
    expect(lastRun('lever')).toBe(Date.parse('2026-05-01T12:30:00Z') / 1000);
  });
});
