import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

/**
 * How long a service may take to print its URL. The frame builds its page with Vite while PGlite
 * opens: about 30 s on two busy cores, beside the rest of the stack starting.
 */
const START_TIMEOUT_MS = 120_000
/** How long a service may take to exit once asked. */
const STOP_TIMEOUT_MS = 10_000

export interface SpawnedService {
  /** The first loopback URL the service printed. */
  url: string
  pid: number
  /** SIGTERM, then SIGKILL if it has not exited within 10 s; resolves once it has. */
  stop(): Promise<void>
}

/**
 * Runs one of services/* `main.ts` as a process of its own (as it would run in production), with
 * `env` added to this process's environment, and resolves once it prints the URL it listens on.
 * Its other output goes to this process's; a service that exits or stays silent fails the start
 * with what it said on stderr.
 */
export async function spawnService(name: string, entry: string, env: Record<string, string>): Promise<SpawnedService> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000)
    process.stderr.write(chunk)
  })
  // Whatever way this process ends short of SIGKILL, the service ends with it, never left behind.
  const killChild = () => child.kill('SIGTERM')
  process.once('exit', killChild)
  const exited = new Promise<void>((resolve) => child.once('exit', () => {
    process.off('exit', killChild)
    resolve()
  }))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS)
    await exited
    clearTimeout(timer)
  }

  const lines = createInterface({ input: child.stdout })
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the ${name} printed no URL within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS)
      child.once('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`the ${name} exited (${code ?? 'signal'}) before it listened${stderr ? `:\n${stderr.trim()}` : ''}`))
      })
      lines.on('line', (line) => {
        const found = /\b((?:https?|wss?):\/\/127\.0\.0\.1:\d+)/.exec(line)
        if (!found) return
        clearTimeout(timer)
        resolve(found[1]!)
      })
    })
    // Later lines (a shutdown message) are the service's own business.
    lines.on('line', () => {})
    return { url, pid: child.pid!, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
