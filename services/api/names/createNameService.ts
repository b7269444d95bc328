/**
 * The name service (SPEC section 7's "name and identity resolution"; its paths are Portico's own).
 * Like every route it requires the projectId, st and sv query parameters (400 / 403).
 *
 *   POST /v1/names  { name, address, issuedAt, signature }
 *     -> 200 { record }   the address signed registrationMessage(name, address, issuedAt) with
 *        personal_sign. One name per address (a new one replaces its old one) and one address per
 *        name. 400 for a name, address, date or signature that is not valid or a message that is
 *        stale; 409 for a name another address holds or a message already used.
 *   GET /v1/names/:name               -> { record | null }   under either suffix
 *   GET /v1/addresses/:address/name   -> { record | null }   the address in any case
 *   GET /v1/names/:name/avatar        -> SVG drawn from the name
 *
 * A record is `{ name, address, avatar }`: the name under the current suffix, the address as
 * registered, and the URL of its avatar on this API.
 */
import { getAddress, isAddress, verifyMessage, type Hex } from 'viem'
import { canonicalName, nameLabelOf, shownName } from '../../../core/names/nameRule.js'
import type { ApiExtension } from '../ApiExtension.js'
import { defineRoute, HttpError, type ApiRequest, type Route } from '../http/Route.js'
import { initialsImage } from '../images/initialsImage.js'
import { svgResponse } from '../images/svgResponse.js'
import { requireProject, type ProjectCall } from '../provider/requireProject.js'
import { nameMigrations } from './nameMigrations.js'
import { registerNameSchema, type RegisterNameBody } from './nameSchemas.js'
import { registrationMessage } from './registrationMessage.js'

/** How old a registration message may be when it arrives, and how far ahead a client clock may run. */
export const REGISTRATION_MAX_AGE_MS = 10 * 60_000
export const REGISTRATION_MAX_SKEW_MS = 60_000
/** Registrations per client address and minute: names are cheap to ask for, so they are counted. */
export const REGISTER_RATE_LIMIT = { max: 20, windowMs: 60_000 }

const UNIQUE_VIOLATION = '23505'

interface NameRow extends Record<string, unknown> { label: string; shown_address: string }

export interface NameServiceOptions {
  /** The clock registrations are checked against; Date.now by default. */
  now?: () => number
}

export function createNameService(options: NameServiceOptions = {}): ApiExtension {
  let apiUrl: string | undefined
  return {
    name: 'names',
    migrations: nameMigrations,
    routes: createNameRoutes({ now: options.now ?? Date.now, apiUrl: () => apiUrl }),
    async start(context) {
      apiUrl = context.url
    },
  }
}

function createNameRoutes({ now, apiUrl }: { now: () => number; apiUrl: () => string | undefined }): Route[] {
  // The request URL's host is a placeholder the server fills in: the base is what a trusted proxy forwarded, else the API's own URL.
  const recordOf = (request: ApiRequest, call: ProjectCall, row: NameRow | undefined) => {
    if (!row) return null
    const avatar = new URL(`/v1/names/${encodeURIComponent(shownName(row.label))}/avatar`, request.publicBase ?? apiUrl() ?? request.url.origin)
    avatar.search = new URLSearchParams({ projectId: call.project.id, st: call.sdkType, sv: call.sdkVersion }).toString()
    return { name: shownName(row.label), address: row.shown_address, avatar: avatar.toString() }
  }
  const labelOf = (name: string): string => {
    const label = nameLabelOf(name)
    if (label === undefined) throw new HttpError(400, 'Not a valid name: 3 to 32 letters, digits or hyphens, then a name suffix')
    return label
  }

  return [
    defineRoute<unknown, RegisterNameBody>({
      method: 'POST',
      path: '/v1/names',
      maxBodyBytes: 4_096,
      rateLimit: REGISTER_RATE_LIMIT,
      schema: { body: registerNameSchema },
      async handle(request, { sql }) {
        const call = await requireProject(sql, request.url)
        const { name, address, issuedAt, signature } = request.body
        const label = labelOf(name)
        if (canonicalName(name) !== name) throw new HttpError(400, `A name is registered as shown: ${shownName(label)}`)
        const issued = Date.parse(issuedAt)
        if (issued < now() - REGISTRATION_MAX_AGE_MS) throw new HttpError(400, 'The registration message is too old: sign a new one')
        if (issued > now() + REGISTRATION_MAX_SKEW_MS) throw new HttpError(400, 'The registration message is dated in the future')
        const message = registrationMessage({ name, address, issuedAt })
        const signed = await verifyMessage({ address: address as Hex, message, signature: signature as Hex }).catch(() => false)
        if (!signed) throw new HttpError(400, 'The signature is not the address\'s signature of the registration message')

        const key = address.toLowerCase()
        const row = await sql.transaction(async (tx) => {
          const [mine] = await tx.query<{ issued_ms: string | number }>('SELECT issued_ms FROM names WHERE address = $1 FOR UPDATE', [key])
          if (mine && Number(mine.issued_ms) >= issued) throw new HttpError(409, 'This registration message was already used: sign a new one')
          const [holder] = await tx.query<{ address: string }>('SELECT address FROM names WHERE label = $1', [label])
          if (holder && holder.address !== key) throw new HttpError(409, `The name ${shownName(label)} is taken`)
          await tx.query('DELETE FROM names WHERE address = $1', [key])
          const [saved] = await tx.query<NameRow>(
            'INSERT INTO names (label, address, shown_address, issued_ms) VALUES ($1, $2, $3, $4) RETURNING label, shown_address',
            [label, key, getAddress(address), issued],
          )
          return saved
        }).catch((error: unknown) => {
          // Another address took the label between the check and the insert.
          if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) throw new HttpError(409, `The name ${shownName(label)} is taken`)
          throw error
        })
        return { status: 200, body: { record: recordOf(request, call, row) } }
      },
    }),
    {
      method: 'GET',
      path: '/v1/names/:name',
      async handle(request, { sql }) {
        const call = await requireProject(sql, request.url)
        const [row] = await sql.query<NameRow>('SELECT label, shown_address FROM names WHERE label = $1', [labelOf(request.params.name!)])
        return { status: 200, body: { record: recordOf(request, call, row) } }
      },
    },
    {
      method: 'GET',
      path: '/v1/addresses/:address/name',
      async handle(request, { sql }) {
        const call = await requireProject(sql, request.url)
        const address = request.params.address!
        if (!isAddress(address, { strict: false })) throw new HttpError(400, 'Not a valid address: 0x and 40 hex digits')
        const [row] = await sql.query<NameRow>('SELECT label, shown_address FROM names WHERE address = $1', [address.toLowerCase()])
        return { status: 200, body: { record: recordOf(request, call, row) } }
      },
    },
    {
      method: 'GET',
      path: '/v1/names/:name/avatar',
      async handle(request, { sql }) {
        await requireProject(sql, request.url)
        const label = labelOf(request.params.name!)
        return svgResponse(request, initialsImage(label, `name:${label}`, { shape: 'circle', text: label.slice(0, 1).toUpperCase() }))
      },
    },
  ]
}
