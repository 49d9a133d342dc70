// Server-side plumbing shared by every service.
export * from './config.js';
export * from './errors.js';
export * from './http.js';
export * from './direct-route.js';
export * from './turn-batcher.js';
export * from './search-body.js';
export * from './logger.js';
export * from './migrations.js';
export * from './prisma.js';
export * from './queues.js';
export * from './readiness.js';
export * from './redis.js';
export * from './shutdown.js';
export * from './jobs/job.writer.js';
export * from './jobs/job-changes.subscriber.js';
