// The job alert sender on its own (ALERTS_WORKER=off on the gateways): schedules, due runs,
// digests and confirmation mail.
import { createLogger, createPrisma, createRedis, loadConfigOrExit, onShutdown } from '@highpay/common';
import { gatewayEnvSchema } from '../config.js';
import { startAlertsSender } from './alerts.deps.js';

const config = loadConfigOrExit('alerts', gatewayEnvSchema);
const logger = createLogger('alerts', config.LOG_LEVEL, config.LOG_FORMAT);
const prisma = createPrisma(config.DATABASE_URL);
const connection = createRedis(config.REDIS_URL, { forWorker: true, logger, name: 'alerts redis' });
const sender = await startAlertsSender({ config, prisma, connection, logger });

onShutdown(logger, [() => sender.close(), () => connection.quit(), () => prisma.$disconnect()]);
