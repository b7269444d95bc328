import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** `npm start`'s own script on free ports, as a newcomer would run it; resolves once it has printed all it prints. */
async function runStart(): Promise<{ child: ChildProcess; output: string; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORTICO_DEMO_PORT: '0',
      PORTICO_API_PORT: '0',
      PORTICO_RELAY_PORT: '0',
      PORTICO_DEVNET_PORTS: '0,0',
      PORTICO_SOLANA_PORT: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  let output = ''
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Press Ctrl-C to stop.')) resolve()
    })
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    void exited.then((code) => reject(new Error(`npm start exited with ${code}: ${output}`)))
  })
  return { child, output, exited }
}

describe('npm start (scripts/start.ts)', () => {
  let child: ChildProcess | undefined
  // After a failed assertion the stack is still up: SIGINT lets it stop its anvils and services (a
  // SIGKILL would leave them running), SIGKILL only if it has not gone in 20 s.
  afterAll(async () => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return
    const gone = new Promise((resolve) => child!.once('exit', resolve))
    child.kill('SIGINT')
    const timer = setTimeout(() => child?.kill('SIGKILL'), 20_000)
    await gone
    clearTimeout(timer)
  }, 30_000)

  it('rule: it prints the WalletConnect test wallet\'s and the wagmi demo\'s URLs beside the others, and both pages answer 200', async () => {
    const run = await runStart()
    child = run.child
    // Each part on a line of its own: '  <name>  <url>'.
    const parts = Object.fromEntries([...run.output.matchAll(/^ {2}(\S.*?) +((?:https?|ws):\/\/127\.0\.0\.1:\d+\/?\S*)$/gm)].map(([, name, url]) => [name, url]))
    expect(Object.keys(parts)).toEqual(['chain 31337', 'chain 31338', 'Solana', 'API', 'frame', 'mailbox', 'OpenID provider', 'Farcaster relay', 'relay', 'demo', 'test wallet', 'wagmi demo'])
    expect(parts['wagmi demo']).toBe(`${parts.demo}wagmi`)
    expect(parts['test wallet']).toBe(`${parts.demo}wc-wallet`)
    // The closing words say what it is for.
    expect(run.output).toContain(`paste it into the test wallet at ${parts['test wallet']} (in another tab)`)

    const page = await fetch(parts['test wallet']!)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<title>Portico test wallet</title>')
    const wagmiPage = await fetch(parts['wagmi demo']!)
    expect(wagmiPage.status).toBe(200)
    expect(await wagmiPage.text()).toContain('<title>Portico with wagmi</title>')

    child.kill('SIGINT')
    expect(await run.exited).toBe(0)
  }, 180_000)
})
