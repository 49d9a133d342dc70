// The Prisma client over node-postgres (@prisma/adapter-pg): no engine binary needed.
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/prisma/client.js';

export { PrismaClient };
export * as db from './generated/prisma/client.js';

export function createPrisma(databaseUrl: string, options: { max?: number } = {}): PrismaClient {
  const adapter = new PrismaPg({ connectionString: databaseUrl, max: options.max ?? 10 });
  return new PrismaClient({ adapter });
}
