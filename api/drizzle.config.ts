import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w api` writes a new migration into drizzle/ after a schema change; commit it.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
