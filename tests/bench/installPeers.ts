import { spawn } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'

export type PeerInstall = { ok: true; ran: boolean } | { ok: false; error: string }

/**
 * Installs the peers into tests/bench/peers/node_modules when they are missing or older than
 * their package.json. Only the bench does this; the repository's own install never looks there.
 * Install scripts stay off: nothing of the peers runs outside the browser.
 */
export async function installPeers(peersDir: string): Promise<PeerInstall> {
  const marker = path.join(peersDir, 'node_modules', '.package-lock.json')
  const manifest = path.join(peersDir, 'package.json')
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(manifest).mtimeMs) return { ok: true, ran: false }
  const args = ['install', '--no-audit', '--no-fund', '--ignore-scripts']
  console.log(`bench: npm ${args.join(' ')} in ${path.relative(process.cwd(), peersDir)} (the first run downloads about 750 MB of packages)`)
  const output: string[] = []
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn('npm', args, { cwd: peersDir, stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    child.on('error', (error) => {
      output.push(String(error))
      resolve(null)
    })
    child.on('close', resolve)
  })
  if (code === 0) return { ok: true, ran: true }
  const lines = output.join('').split('\n').filter((line) => line.trim() !== '' && !line.includes('Unknown user config'))
  return { ok: false, error: `npm ${args.join(' ')} exited with ${code ?? 'an error'}:\n${lines.slice(-30).join('\n')}` }
}
