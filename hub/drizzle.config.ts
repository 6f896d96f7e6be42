import { defineConfig } from 'drizzle-kit'

// Paths are relative to the repository root, where drizzle-kit is run from:
// npx drizzle-kit generate --config hub/drizzle.config.ts
export default defineConfig({
  dialect: 'postgresql',
  schema: './hub/src/db/schema.ts',
  out: './hub/drizzle',
  strict: true,
})
