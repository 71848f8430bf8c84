// `npm run operator -- grant <email> | revoke <email> | list`, run on the server against its database
// (DATABASE_URL or DATA_DIR as the server reads them).
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { runOperatorCommand } from './operator-command';

const config = loadConfig();
const { db } = createDatabase({ url: config.databaseUrl });
await migrateToLatest(db);
const { lines, code } = await runOperatorCommand(db, process.argv.slice(2));
await db.destroy();
for (const line of lines) (code === 0 ? console.log : console.error)(line);
process.exit(code);
