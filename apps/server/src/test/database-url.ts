export const TEST_DATABASE_PREFIX = 'dj_test_'

/** The same server and credentials, another database name. */
export function databaseUrlFor(baseUrl: string, database: string): string {
  const url = new URL(baseUrl)
  url.pathname = `/${database}`
  return url.toString()
}
