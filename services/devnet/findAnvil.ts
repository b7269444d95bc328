import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** How to launch anvil: the command and the arguments that go before anvil's own. */
export interface AnvilCommand {
  command: string
  prefixArgs: readonly string[]
}

/**
 * Finds the anvil that @foundry-rs/anvil installed. The platform package's binary is spawned
 * directly, so the pid we hold is anvil's own and a signal reaches it; the package's bin.mjs
 * wrapper (which forwards signals) is the fallback where no platform package resolves.
 */
export function findAnvil(): AnvilCommand {
  const require = createRequire(import.meta.url)
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const binaryName = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  try {
    const manifest = require.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/package.json`)
    const binary = join(dirname(manifest), 'bin', binaryName)
    if (existsSync(binary)) return { command: binary, prefixArgs: [] }
  } catch {
    // No platform package for this machine: fall through to the wrapper.
  }
  try {
    const wrapper = join(dirname(require.resolve('@foundry-rs/anvil/package.json')), 'bin.mjs')
    if (existsSync(wrapper)) return { command: process.execPath, prefixArgs: [wrapper] }
  } catch {
    // Reported below with the fix.
  }
  throw new Error(
    `Cannot find anvil for ${process.platform}-${process.arch}: the @foundry-rs/anvil package is not installed. Run npm install.`,
  )
}
