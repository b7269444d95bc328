import { createApiTransport, type ApiKernel, type CheckLoader } from '../api/createApiTransport.js'
import { ApiError } from '../errors/ApiError.js'
import type { NameReply } from './nameSchema.js'
import type { NameRecord, NameSource } from './NameSource.js'

const NAMES_TIMEOUT_MS = 10_000

// zod and the schema load with the first answer, never with the page: the names plugin's entry stays small.
const nameCheck = (endpoint: string): CheckLoader<NameReply> => async () => {
  const [{ parseApiBody }, { nameReplySchema }] = await Promise.all([import('../api/zodCheck.js'), import('./nameSchema.js')])
  return (body) => parseApiBody(nameReplySchema, body, endpoint)
}

const toRecord = ({ record }: NameReply): NameRecord | undefined =>
  record ? { name: record.name, address: record.address, avatar: record.avatar ?? undefined } : undefined

/**
 * Names from the site's own API: `GET {apiUrl}/v1/names/{name}` and
 * `GET {apiUrl}/v1/addresses/{address}/name`, each answer parsed by one schema. Without `apiUrl`
 * there is nothing to ask (Portico never contacts a host the site did not configure): every
 * lookup fails with API_NOT_CONFIGURED, so no name is ever made up.
 */
export function createApiNameSource(kernel: ApiKernel): NameSource {
  const transport = kernel.options.apiUrl === undefined ? undefined : createApiTransport(kernel, NAMES_TIMEOUT_MS)
  const ask = async (endpoint: string, path: string): Promise<NameRecord | undefined> => {
    if (!transport) throw new ApiError('API_NOT_CONFIGURED', { endpoint })
    return toRecord(await transport.json({ endpoint, method: 'GET', path }, nameCheck(endpoint)))
  }
  return {
    resolveName: (name) => ask('GET /v1/names/{name}', `/v1/names/${encodeURIComponent(name.trim().toLowerCase())}`),
    lookupAddress: (address) => ask('GET /v1/addresses/{address}/name', `/v1/addresses/${encodeURIComponent(address)}/name`),
  }
}
