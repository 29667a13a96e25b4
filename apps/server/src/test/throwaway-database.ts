import pg from 'pg'

/**
 * Throwaway PostgreSQL databases: made with a name of the caller's choosing on the server an admin URL
 * names, dropped when done. The one helper of the API tests (a copy of the run's template per test
 * file), the reliability suite, the end-to-end journeys and the bench. It needs nothing but `pg`, so
 * each of them imports it by path (`apps/server/src/test/throwaway-database.ts`).
 */

/** The prefix of the API tests' databases: the run's template and each test file's copy of it. */
export const TEST_DATABASE_PREFIX = 'dj_test_'

export interface ThrowawayDatabase {
  name: string
  /** The admin URL with this database's name: the same server and credentials. */
  url: string
  /** Drops it, forcing out whoever is still connected; once dropped, it does nothing. */
  drop: () => Promise<void>
}

interface AdminOptions {
  /** How long to wait for the server before failing (the bench's fast failure); by default, no limit. */
  connectTimeoutMs?: number
}

/** The same server and credentials, another database name. */
export function databaseUrlFor(baseUrl: string, database: string): string {
  const url = new URL(baseUrl)
  url.pathname = `/${database}`
  return url.toString()
}

async function asAdmin<T>(
  adminUrl: string,
  { connectTimeoutMs }: AdminOptions,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({
    connectionString: adminUrl,
    ...(connectTimeoutMs === undefined ? {} : { connectionTimeoutMillis: connectTimeoutMs }),
  })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** Drops the databases named, those that exist, forcing out whoever is still connected. */
export function dropDatabases(adminUrl: string, names: string[], options: AdminOptions = {}): Promise<void> {
  return asAdmin(adminUrl, options, async (client) => {
    for (const name of names)
      await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`)
  })
}

/** Creates the database `name`, empty or as a copy of `template`, on the server `adminUrl` names. */
export async function createThrowawayDatabase(
  adminUrl: string,
  name: string,
  { template, ...options }: AdminOptions & { template?: string } = {},
): Promise<ThrowawayDatabase> {
  await asAdmin(adminUrl, options, (client) =>
    client.query(
      `create database ${client.escapeIdentifier(name)}` +
        (template === undefined ? '' : ` template ${client.escapeIdentifier(template)}`),
    ),
  )
  let dropped = false
  return {
    name,
    url: databaseUrlFor(adminUrl, name),
    drop: async () => {
      if (dropped) return
      dropped = true
      await dropDatabases(adminUrl, [name], options)
    },
  }
}

/**
 * A fresh, empty database `<prefix>_<pid>_<ms>` on the PostgreSQL server `TEST_DATABASE_URL` names, for
 * the suites that run real server processes on it; null when it names none.
 */
export async function freshTestDatabase(prefix: string): Promise<ThrowawayDatabase | null> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) return null
  return createThrowawayDatabase(adminUrl, `${prefix}_${process.pid}_${Date.now()}`)
}
