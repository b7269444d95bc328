/**
 * The one SQL surface every part of the API uses, over PGlite or PostgreSQL alike. Statements use
 * `$1` placeholders and standard types, so the same text runs on both.
 */
export interface Sql {
  readonly kind: 'pglite' | 'postgres'
  query<T extends Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<T[]>
  /** Several statements, no parameters. */
  exec(text: string): Promise<void>
  /** Runs `run` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(run: (sql: Sql) => Promise<T>): Promise<T>
  close(): Promise<void>
}
