import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { connectRawClient } from './connectRawClient.js'

const MAIN = fileURLToPath(new URL('../../../services/relay/main.ts', import.meta.url))

function run(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString() })
  child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString() })
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, exit, output: () => output }
}

describe('services/relay/main.ts', () => {
  it('rule: run on its own it prints the relay URL, relays, and stops cleanly on SIGINT', async () => {
    const { child, exit, output } = run({ PORTICO_RELAY_PORT: '0' })
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', () => {
          if (output().includes('The relay is running')) resolve()
        })
        void exit.then((code) => reject(new Error(`main.ts exited with ${code} before it was running:\n${output()}`)))
      })
      const url = /WalletConnect relay\s+(ws:\/\/127\.0\.0\.1:\d+)/.exec(output())?.[1]
      expect(url).toBeDefined()
      const client = await connectRawClient(url!)
      expect(await client.request('irn_subscribe', { topic: 'a'.repeat(64) })).toMatchObject({ result: expect.any(String) })

      child.kill('SIGINT')
      expect(await exit).toBe(0)
      expect(await client.closed).toEqual({ code: 1001, reason: 'The relay is stopping' })
      await expect(connectRawClient(url!)).rejects.toThrow(/ECONNREFUSED/)
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    }
  }, 30_000)

  it('rule: a PORTICO_RELAY_PORT that is not a port number is refused with a message', async () => {
    const { exit, output } = run({ PORTICO_RELAY_PORT: 'eighty' })
    expect(await exit).toBe(1)
    expect(output()).toContain('PORTICO_RELAY_PORT must be a port number, not "eighty"')
  }, 30_000)
})
