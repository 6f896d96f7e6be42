import type { AdminKeyListing } from '../admin/app'
import type { AdminClient } from '../admin/client'
import type { HubDatabase } from '../db/database'
import { createAnalystKey, listAnalystKeys, revokeAnalystKey } from '../analysts/keys'
import { runOperatorCommand } from './open-database'

// npm run analyst-key -- create <name> | revoke <id|name> | list
// Uses the hub's own configuration, so run it where the hub runs. With a PGlite folder it
// asks the running hub (admin endpoint on 127.0.0.1:ADMIN_PORT, credential ADMIN_CREDENTIAL_FILE);
// with no hub running it opens the folder itself, and refuses while anyone else has it open.
// With PostgreSQL (DATABASE_URL) it connects to the database directly.

const USAGE = 'usage: npm run analyst-key -- create <name> | revoke <id|name> | list'

/** Where the keys are kept: the database itself, or the running hub in front of it. */
export interface AnalystKeyStore {
  create(name: string): Promise<{ id: number; name: string; key: string }>
  revoke(idOrName: string): Promise<{ id: number; name: string }[]>
  list(): Promise<AdminKeyListing[]>
}

export function databaseKeyStore(database: Pick<HubDatabase, 'db'>): AnalystKeyStore {
  return {
    create: (name) => createAnalystKey(database.db, name),
    revoke: (idOrName) => revokeAnalystKey(database.db, idOrName),
    list: async () =>
      (await listAnalystKeys(database.db)).map((key) => ({
        id: key.id,
        name: key.name,
        createdAt: key.createdAt.toISOString(),
        revokedAt: key.revokedAt?.toISOString() ?? null,
      })),
  }
}

export function adminKeyStore(hub: AdminClient): AnalystKeyStore {
  return {
    create: (name) => hub.request('POST', '/admin/analyst-keys', { name }),
    revoke: async (idOrName) =>
      (
        await hub.request<{ revoked: { id: number; name: string }[] }>(
          'POST',
          '/admin/analyst-keys/revoke',
          { idOrName },
        )
      ).revoked,
    list: async () =>
      (await hub.request<{ keys: AdminKeyListing[] }>('GET', '/admin/analyst-keys')).keys,
  }
}

/** Runs one command; answers the text to print and the exit code. */
export async function runAnalystKeyCommand(
  target: AnalystKeyStore | Pick<HubDatabase, 'db'>,
  args: readonly string[],
): Promise<{ output: string; exitCode: number }> {
  const store = 'db' in target ? databaseKeyStore(target) : target
  const [command, argument] = args
  if (command === 'create' && argument) {
    const created = await store.create(argument)
    return {
      output: [
        `Created analyst key #${created.id} "${created.name}". It is shown only now:`,
        created.key,
        'Send it as "Authorization: Bearer <key>" to the gateway.',
      ].join('\n'),
      exitCode: 0,
    }
  }
  if (command === 'revoke' && argument) {
    const revoked = await store.revoke(argument)
    if (revoked.length === 0) return { output: `No active key "${argument}"`, exitCode: 1 }
    return {
      output: revoked.map((key) => `Revoked analyst key #${key.id} "${key.name}"`).join('\n'),
      exitCode: 0,
    }
  }
  if (command === 'list' && !argument) {
    const keys = await store.list()
    if (keys.length === 0) return { output: 'No analyst keys', exitCode: 0 }
    return {
      output: keys
        .map(
          (key) =>
            `#${key.id}\t${key.name}\tcreated ${key.createdAt}\t${
              key.revokedAt ? `revoked ${key.revokedAt}` : 'active'
            }`,
        )
        .join('\n'),
      exitCode: 0,
    }
  }
  return { output: USAGE, exitCode: 2 }
}

const isCommand = ([command, argument, ...rest]: readonly string[]) =>
  rest.length === 0 &&
  (((command === 'create' || command === 'revoke') && !!argument) ||
    (command === 'list' && argument === undefined))

async function main(args: string[]): Promise<number> {
  if (!isCommand(args)) {
    process.stderr.write(`${USAGE}\n`)
    return 2
  }
  return runOperatorCommand(
    'analyst-key',
    (hub) => runAnalystKeyCommand(adminKeyStore(hub), args),
    (database) => runAnalystKeyCommand(database, args),
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    process.exitCode = await main(process.argv.slice(2))
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
    process.exitCode = 1
  }
}
