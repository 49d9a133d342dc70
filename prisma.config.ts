// Prisma CLI configuration (Prisma 7 reads the connection URL from here, not the schema).
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://postgres@localhost:5432/highpay' },
});
