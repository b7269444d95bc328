import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { spawnService } from '../../scripts/spawnService.js'
import { REPO_ROOT } from '../helpers/sourceImports.js'

const RELAY = path.join(REPO_ROOT, 'services/relay/main.ts')
const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('spawnService', () => {
  it('rule: a service runs as its own process, is reached at the URL it prints, and stop ends it', async () => {
    const relay = await spawnService('relay', RELAY, { PORTICO_RELAY_PORT: '0' })
    try {
      expect(relay.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
      expect(relay.pid).not.toBe(process.pid)
      expect(alive(relay.pid)).toBe(true)
    } finally {
      await relay.stop()
    }
    expect(alive(relay.pid)).toBe(false)
    await relay.stop()
  }, 60_000)

  it('rule: a service that exits before it listens fails the start with what it said', async () => {
    await expect(spawnService('relay', RELAY, { PORTICO_RELAY_PORT: 'not-a-port' }))
      .rejects.toThrow(/the relay exited \(1\) before it listened:\nPORTICO_RELAY_PORT must be a port number, not "not-a-port"/)
  }, 60_000)
})
