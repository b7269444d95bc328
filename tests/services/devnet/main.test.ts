import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { requestRpc } from '../../../services/devnet/requestRpc.js'

const MAIN = fileURLToPath(new URL('../../../services/devnet/main.ts', import.meta.url))

describe('services/devnet/main.ts', () => {
  it('rule: run on its own it prints the chains, token and first account, and stops cleanly on SIGINT', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { ...process.env, PORTICO_DEVNET_PORTS: '0,0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    let output = ''
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString()
          if (output.includes('Devnet is running')) resolve()
        })
        child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString() })
        void exit.then((code) => reject(new Error(`main.ts exited with ${code} before it was running:\n${output}`)))
      })
      expect(output).toContain('0x5FbDB2315678afecb367f032d93F642f64180aa3')
      expect(output).toContain('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
      const urls = [...output.matchAll(/eip155:(\d+)\s+(http:\/\/127\.0\.0\.1:\d+)/g)].map((match) => [Number(match[1]), match[2]!] as const)
      expect(urls.map(([chainId]) => chainId)).toEqual([31337, 31338])
      for (const [chainId, url] of urls) expect(Number(await requestRpc<string>(url, 'eth_chainId'))).toBe(chainId)

      child.kill('SIGINT')
      expect(await exit).toBe(0)
      for (const [, url] of urls) await expect(requestRpc(url, 'eth_chainId')).rejects.toThrow()
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    }
  }, 30_000)
})
