/**
 * Fills the shop with a large generated catalogue for benchmarks:
 *   tsx --conditions=source packages/db/scripts/generate-large-catalogue.ts [count=100000]
 * Uses DATABASE_URL when set, otherwise the PGlite data under DATA_DIR (default ./data).
 */
import { openDatabase } from '../src/client.ts';
import { generateLargeCatalogue } from '../src/large-catalogue.ts';

const count = Number(process.argv[2] ?? 100_000);
if (!Number.isSafeInteger(count) || count < 1 || count > 5_000_000) {
  console.error('Usage: generate-large-catalogue.ts [count between 1 and 5000000]');
  process.exit(1);
}
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? './data',
});
try {
  await database.migrate();
  const started = Date.now();
  const { inserted, total } = await generateLargeCatalogue(database.db, count);
  console.log(
    `Large catalogue: ${inserted} products inserted, ${total} in all (${Date.now() - started} ms).`,
  );
} finally {
  await database.close();
}
