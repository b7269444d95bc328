import type * as z from 'zod'
import { HttpError } from './HttpError.js'

/**
 * Validates client input with a zod schema, or throws HttpError 400 naming the first problem
 * (`page: must be …`), never echoing the offending value back.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, what: string): z.infer<S> {
  const parsed = schema.safeParse(input)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  throw new HttpError(400, invalidInputMessage(what, issue?.path.map(String) ?? [], issue?.message ?? 'not accepted'))
}

/** 'invalid event: eventId may not be empty', or with the path where the message does not name it. */
export function invalidInputMessage(what: string, path: readonly string[], message: string): string {
  const field = path[0]
  // Messages written for a field name it already ('page must be …'); zod's own ones do not.
  const where = field === undefined || message.startsWith(field) ? '' : `${path.join('.')}: `
  return `invalid ${what}: ${where}${message}`
}

/**
 * The query as a plain record for a schema. A key given twice is refused rather than guessed at,
 * and so is any NUL character, which PostgreSQL text cannot hold.
 */
export function queryRecord(url: URL): Record<string, string> {
  const record: Record<string, string> = {}
  for (const [key, value] of url.searchParams) {
    if (Object.hasOwn(record, key)) throw new HttpError(400, `the query parameter ${safeName(key)} may be given once`)
    if (value.includes('\u0000') || key.includes('\u0000')) throw new HttpError(400, 'the query may not contain NUL characters')
    record[key] = value
  }
  return record
}

/** A parameter name fit to quote in an error message. */
const safeName = (key: string) => (/^[A-Za-z0-9_.-]{1,64}$/.test(key) ? key : '(unnamed)')
