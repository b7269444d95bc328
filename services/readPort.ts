/**
 * A port from the environment variable `name`: `fallback` when unset or empty, 0 for a free one,
 * and a clear error for anything that is not a port number.
 */
export function readPort(name: string, fallback: number): number {
  const value = process.env[name]
  if (value === undefined || value === '') return fallback
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`${name} must be a port number, not "${value}"`)
  return port
}
