import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createNameService } from '../../../../services/api/names/createNameService.js'
import { registrationMessage } from '../../../../services/api/names/registrationMessage.js'
import { databases } from '../db/databases.js'
import { useApi } from '../useApi.js'

// Keys of anvil's well-known test mnemonic: nothing of value.
const alice = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const bob = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7aeb2574b6c24b4b5b2d')

type Signer = typeof alice

describe.each(databases())('the name service on $name', (database) => {
  const api = useApi(database, { extensions: [createNameService()] })

  const register = async (signer: Signer, name: string, options: { issuedAt?: string; signer?: Signer; address?: string } = {}) => {
    const issuedAt = options.issuedAt ?? new Date().toISOString()
    const address = options.address ?? signer.address
    const signature = await (options.signer ?? signer).signMessage({ message: registrationMessage({ name, address, issuedAt }) })
    const response = await api.call('/v1/names', {}, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name, address, issuedAt, signature }) })
    return { status: response.status, body: (await response.json()) as { record?: { name: string; address: string; avatar: string }; error?: string }, issuedAt, signature }
  }
  const byName = async (name: string) => (await api.call(`/v1/names/${encodeURIComponent(name)}`)).json() as Promise<{ record: unknown }>
  const byAddress = async (address: string) => (await api.call(`/v1/addresses/${address}/name`)).json() as Promise<{ record: unknown }>

  it('rule: a name registered by a signed message resolves both ways, with an avatar the API draws', async () => {
    const { status, body } = await register(alice, 'alice.portico.id')
    expect(status).toBe(200)
    expect(body.record).toMatchObject({ name: 'alice.portico.id', address: alice.address })
    expect(await byName('alice.portico.id')).toEqual(body)
    expect(await byAddress(alice.address.toLowerCase())).toEqual(body)
    const avatar = await fetch(body.record!.avatar)
    expect(avatar.status).toBe(200)
    expect(avatar.headers.get('content-type')).toBe('image/svg+xml')
    expect(await avatar.text()).toContain('>A</text>')
  })

  it('rule: the legacy suffix, and any case, resolve to the same record; the current suffix is what is shown', async () => {
    const shown = await byName('alice.portico.id')
    expect(await byName('ALICE.portico.eth')).toEqual(shown)
  })

  it('rule: an address or name without a record answers null', async () => {
    expect(await byName('nobody.portico.id')).toEqual({ record: null })
    expect(await byAddress('0x000000000000000000000000000000000000dEaD')).toEqual({ record: null })
  })

  it('rule: the same signed message sent again is refused (409), and so is an older one', async () => {
    const first = await register(bob, 'bob.portico.id')
    expect(first.status).toBe(200)
    const replay = await api.call('/v1/names', {}, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'bob.portico.id', address: bob.address, issuedAt: first.issuedAt, signature: first.signature }),
    })
    expect(replay.status).toBe(409)
    expect(((await replay.json()) as { error: string }).error).toMatch(/already used/)
    const older = await register(bob, 'robert.portico.id', { issuedAt: new Date(Date.parse(first.issuedAt) - 1000).toISOString() })
    expect(older.status).toBe(409)
  })

  it("rule: a signature by another key than the address's is refused (400)", async () => {
    const { status, body } = await register(alice, 'mallory.portico.id', { address: bob.address, signer: alice })
    expect(status).toBe(400)
    expect(body.error).toMatch(/signature/)
    expect(await byName('mallory.portico.id')).toEqual({ record: null })
  })

  it('rule: one address per name (409 for a name another holds) and one name per address (a new one replaces the old)', async () => {
    expect((await register(bob, 'alice.portico.id')).status).toBe(409)
    const renamed = await register(alice, 'alicia.portico.id')
    expect(renamed.status).toBe(200)
    expect(await byName('alice.portico.id')).toEqual({ record: null })
    expect(((await byAddress(alice.address)).record as { name: string }).name).toBe('alicia.portico.id')
  })

  it('rule: a name is 3 to 32 letters, digits or hyphens under the current suffix; anything else is a 400', async () => {
    for (const name of ['al.portico.id', '-alice.portico.id', 'alice-.portico.id', 'al ice.portico.id', 'alice', 'alice.eth', `${'a'.repeat(33)}.portico.id`, 'alice.portico.eth', 'Alice.portico.id']) {
      expect((await register(alice, name)).status, name).toBe(400)
    }
    expect((await api.call('/v1/names/alice')).status).toBe(400)
    expect((await api.call('/v1/addresses/0x1234/name')).status).toBe(400)
  })

  it('rule: a stale or future-dated message is refused (400)', async () => {
    expect((await register(alice, 'alice2.portico.id', { issuedAt: new Date(Date.now() - 11 * 60_000).toISOString() })).status).toBe(400)
    expect((await register(alice, 'alice2.portico.id', { issuedAt: new Date(Date.now() + 5 * 60_000).toISOString() })).status).toBe(400)
  })

  it('rule: the project parameters are required, as on every route', async () => {
    expect((await api.call('/v1/names/alice.portico.id', { projectId: undefined })).status).toBe(400)
    expect((await api.call('/v1/names/alice.portico.id', { projectId: 'no-such-project' })).status).toBe(403)
  })
})
