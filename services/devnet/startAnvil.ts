import { spawn } from 'node:child_process'
import { findAnvil } from './findAnvil.js'

const HOST = '127.0.0.1'
/** Anvil's (and Hardhat's) well-known development mnemonic: its keys are public, never use them for value. */
export const DEFAULT_MNEMONIC = 'test test test test test test test test test test test junk'
const LISTENING = /Listening on ([\d.]+):(\d+)/
const KEPT_OUTPUT_CHARS = 4000
const KILL_AFTER_MS = 3000

export interface StartAnvilOptions {
  chainId: number
  /** 0 or absent: anvil binds a free port and reports it. */
  port?: number
  accounts?: number
  /** Ether per account. */
  balance?: number
  mnemonic?: string
  readyTimeoutMs?: number
}

export interface RunningAnvil {
  chainId: number
  port: number
  rpcUrl: string
  pid: number
  stop(): Promise<void>
}

/**
 * Spawns anvil on loopback and resolves once it prints its listening address (the real port when
 * port 0 was asked for). Rejects with the cause when the port is taken, when anvil exits before
 * listening, or when it does not listen within readyTimeoutMs.
 */
export function startAnvil(options: StartAnvilOptions): Promise<RunningAnvil> {
  const { chainId, port = 0, accounts = 10, balance = 10000, mnemonic = DEFAULT_MNEMONIC, readyTimeoutMs = 10000 } = options
  const { command, prefixArgs } = findAnvil()
  const child = spawn(command, [
    ...prefixArgs,
    '--host', HOST,
    '--port', String(port),
    '--chain-id', String(chainId),
    '--accounts', String(accounts),
    '--balance', String(balance),
    '--mnemonic', mnemonic,
    '--color', 'never',
  ], { stdio: ['ignore', 'pipe', 'pipe'] })

  const label = `anvil for chain ${chainId}`
  let output = ''
  let listening = false
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    // A binary that never launched has no exit to wait for.
    child.once('error', () => { if (child.pid === undefined) resolve() })
  })
  const hasExited = () => child.pid === undefined || child.exitCode !== null || child.signalCode !== null
  // A crashed test worker or an uncaught error must not leave anvil running behind it.
  const killOnParentExit = () => child.kill('SIGKILL')
  process.once('exit', killOnParentExit)
  void exited.then(() => process.removeListener('exit', killOnParentExit))

  let stopping: Promise<void> | undefined
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      if (hasExited()) return
      const timer = setTimeout(() => child.kill('SIGKILL'), KILL_AFTER_MS)
      child.kill('SIGTERM')
      await exited
      clearTimeout(timer)
    })()
    return stopping
  }

  return new Promise<RunningAnvil>((resolve, reject) => {
    const fail = (message: string) => {
      clearTimeout(readyTimer)
      void stop().then(() => reject(new Error(message)))
    }
    const readyTimer = setTimeout(
      () => fail(`${label} did not start listening within ${readyTimeoutMs} ms.${tail(output)}`),
      readyTimeoutMs,
    )
    const onData = (chunk: Buffer) => {
      // After start-up anvil logs every request; only the start-up text is worth keeping.
      if (listening) return
      output = (output + chunk.toString('utf8')).slice(-KEPT_OUTPUT_CHARS)
      const match = LISTENING.exec(output)
      if (!match) return
      listening = true
      clearTimeout(readyTimer)
      const actualPort = Number(match[2])
      resolve({ chainId, port: actualPort, rpcUrl: `http://${HOST}:${actualPort}`, pid: child.pid ?? -1, stop })
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('error', (error) => fail(`${label} could not be launched (${command}): ${error.message}`))
    // 'close', not 'exit': it comes after the output is drained, so the error text is all here.
    child.once('close', (code, signal) => {
      if (listening) {
        if (!stopping) console.warn(`${label} stopped unexpectedly (${signal ?? `code ${code}`}).`)
        return
      }
      if (/address already in use/i.test(output)) {
        fail(`Port ${port} on ${HOST} is already in use, so ${label} cannot start. Stop what uses it, or choose another port.`)
      } else {
        fail(`${label} exited (${signal ?? `code ${code}`}) before listening.${tail(output)}`)
      }
    })
  })
}

function tail(output: string): string {
  const text = output.trim()
  return text ? ` Its output:\n${text.slice(-1000)}` : ''
}
