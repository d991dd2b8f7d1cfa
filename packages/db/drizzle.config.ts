import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/schema.ts',
    './src/catalogue-schema.ts',
    './src/request-schema.ts',
    './src/payment-schema.ts',
    './src/warehouse-schema.ts',
    './src/roulette-schema.ts',
    './src/shared-state-schema.ts',
  ],
  out: './migrations',
});
