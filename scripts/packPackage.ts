import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface PackedPackage {
  /** The .tgz `npm pack` wrote: what `npm publish` would upload, and what a site installs. */
  tarball: string
  /** Removes the temporary folder and the tarball in it. */
  remove(): void
}

/**
 * Packs the repository with `npm pack` into a fresh temporary folder, so the checks and the example
 * build judge the very file a site would install, not the work tree (which holds far more than
 * `files` lets through). dist/ must have been built first: packing runs no build.
 */
export function packPackage(root: string): PackedPackage {
  const dir = mkdtempSync(join(tmpdir(), 'portico-pack-'))
  try {
    const out = execFileSync('npm', ['pack', '--json', '--pack-destination', dir], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
    const [{ filename }] = JSON.parse(out) as [{ filename: string }]
    return { tarball: join(dir, filename), remove: () => rmSync(dir, { recursive: true, force: true }) }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
}
