import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../../core/actions/connect.js'
import { ApiError } from '../../../core/errors/ApiError.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { lookupName, resolveName } from '../../../core/names/Names.js'
import type { NameRecord, NameSource } from '../../../core/names/NameSource.js'
import { names } from '../../../plugins/names/index.js'
import { startTestKernel } from '../../core/connection/startTestKernel.js'

const CONNECTED = '0x1111111111111111111111111111111111111111'
const alice: NameRecord = { name: 'alice.portico.id', address: CONNECTED, avatar: 'https://api.example/avatar/alice' }

let kernel: Kernel | undefined
afterEach(async () => {
  await kernel?.destroy()
  kernel = undefined
})

function source(records: NameRecord[], fail = false) {
  const calls: string[] = []
  const lookup: NameSource = {
    async resolveName(name) {
      calls.push(`name:${name}`)
      if (fail) throw new ApiError('API_HTTP_ERROR', { status: 500 })
      return records.find((record) => record.name === name)
    },
    async lookupAddress(address) {
      calls.push(`address:${address}`)
      if (fail) throw new ApiError('API_HTTP_ERROR', { status: 500 })
      return records.find((record) => record.address === address)
    },
  }
  return { lookup, calls }
}

async function setup(records: NameRecord[], options: { fail?: boolean; namespaces?: ('eip155' | 'solana')[] } = {}) {
  const made = source(records, options.fail)
  const started = await startTestKernel({ solana: true, plugins: [names({ source: made.lookup, ...(options.namespaces ? { namespaces: options.namespaces } : {}) })] })
  kernel = started.kernel
  return { kernel: started.kernel, calls: made.calls }
}

describe('names()', () => {
  it("rule: provides its source as the 'names' service and starts with SPEC's coverage, EVM only", async () => {
    const { kernel } = await setup([])
    expect(kernel.store('names').getState()).toEqual({ namespaces: ['eip155'], byAddress: {}, byName: {} })
  })

  it("rule: a connected account's name and avatar become its profileName and profileImage", async () => {
    const { kernel, calls } = await setup([alice])
    await connect(kernel, { connectorId: 'mock-eip155' })
    await vi.waitFor(() => expect(kernel.store('chains').getState().byNamespace.eip155?.account.profileName).toBe('alice.portico.id'))
    expect(kernel.store('chains').getState().byNamespace.eip155?.account.profileImage).toBe(alice.avatar)
    // Known both ways from one answer.
    expect(kernel.store('names').getState().byName['alice.portico.id']).toEqual({ status: 'ready', record: alice })
    expect(calls).toEqual([`address:${CONNECTED}`])
  })

  it('rule: a namespace not named in its namespaces is never looked up', async () => {
    const { kernel, calls } = await setup([alice])
    await connect(kernel, { connectorId: 'mock-solana' })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(calls).toEqual([])
    expect(kernel.store('chains').getState().byNamespace.solana?.account.profileName).toBeUndefined()
  })

  it('rule: a name under the legacy suffix resolves through the same lookup as under the current one, asked once', async () => {
    const { kernel, calls } = await setup([alice])
    expect(resolveName(kernel, 'ALICE.portico.eth')).toBe('alice.portico.id')
    expect(resolveName(kernel, 'alice.portico.id')).toBe('alice.portico.id')
    await vi.waitFor(() => expect(kernel.store('names').getState().byName['alice.portico.id']).toEqual({ status: 'ready', record: alice }))
    expect(calls).toEqual(['name:alice.portico.id'])
    expect(resolveName(kernel, 'al.portico.id')).toBeUndefined()
  })

  it('rule: an unknown name is answered as no record; a failed source is an error, and is asked again on the next lookup', async () => {
    const { kernel, calls } = await setup([], { fail: true })
    lookupName(kernel, CONNECTED)
    await vi.waitFor(() => expect(kernel.store('names').getState().byAddress[CONNECTED]?.status).toBe('error'))
    lookupName(kernel, CONNECTED)
    await vi.waitFor(() => expect(calls).toEqual([`address:${CONNECTED}`, `address:${CONNECTED}`]))
  })

  it('rule: without the names plugin, lookups do nothing and resolveName has no key', async () => {
    const started = await startTestKernel()
    kernel = started.kernel
    expect(() => lookupName(started.kernel, CONNECTED)).not.toThrow()
    expect(resolveName(started.kernel, 'alice.portico.id')).toBeUndefined()
  })
})

describe('names() with a source of its own', () => {
  it('rule: whatever a site source throws, the slice keeps a coded error with it as the cause', async () => {
    const thrown = new TypeError('site source broke')
    const started = await startTestKernel({ plugins: [names({ source: { resolveName: async () => { throw thrown }, lookupAddress: async () => undefined } })] })
    kernel = started.kernel
    resolveName(started.kernel, 'bob.portico.id')
    await vi.waitFor(() => expect(started.kernel.store('names').getState().byName['bob.portico.id']?.status).toBe('error'))
    const lookup = started.kernel.store('names').getState().byName['bob.portico.id']
    expect(lookup?.status === 'error' && lookup.error.code).toBe('API_NETWORK_ERROR')
    expect(lookup?.status === 'error' && lookup.error.cause).toBe(thrown)
  })
})
