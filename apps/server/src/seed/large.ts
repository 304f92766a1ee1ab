/**
 * `npm run seed:large`: the benchmark data set of the exhibitor directory (docs/directory.md,
 * bench/directory): 10,000 fictional exhibitors with 50,000 listed products, booths and hall
 * plans, into the database of DATABASE_URL (required; never the embedded one by accident).
 * The base seed steps run first; demo-directory is marked done so a later start adds nothing.
 * Runs once per database (seed_runs 'large-directory').
 *   DATABASE_URL=postgres://… npm run seed:large   (LARGE_EXHIBITORS / LARGE_PRODUCTS_PER to change)
 */
import { sql } from 'drizzle-orm';
import { largeSeedOptions, loadConfig } from '../config';
import { migrateDatabase, openDatabase } from '../db/client';
import { seedRuns } from '../db/schema';
import { generateDirectory } from './directory';
import { runSeeds, SEED_STEPS } from './index';

const url = loadConfig().databaseUrl;
if (!url) {
  console.error('seed:large needs DATABASE_URL (postgres://…)');
  process.exit(2);
}
const { count, perExhibitor } = largeSeedOptions();

const started = Date.now();
const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
try {
  await migrateDatabase(database);
  await runSeeds(
    database.db,
    // demo-exhibitor-services adds booths to the demo directory's halls (it runs after
    // demo-directory): with the generated halls instead, its booth numbers would collide.
    SEED_STEPS.filter((s) => s.name !== 'demo-directory' && s.name !== 'demo-exhibitor-services'),
  );
  const done = await database.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(seedRuns)
      .values([{ name: 'large-directory' }, { name: 'demo-directory' }])
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (!inserted.some((r) => r.name === 'large-directory')) return null;
    return generateDirectory(tx as never, {
      exhibitors: count,
      productsPerExhibitor: perExhibitor,
      batchSize: 1000,
      pavilionShare: 0.15,
    });
  });
  if (done) {
    await database.db.execute(sql`analyze`);
    console.log(
      `seed:large: ${done.exhibitors} exhibitors, ${done.products} products, ${done.booths} booths in ${done.halls} halls, ${done.pavilion} pavilion entries in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } else {
    console.log('seed:large: already done for this database');
  }
} finally {
  await database.close();
}
