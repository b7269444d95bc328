import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { packPackage } from '../../scripts/packPackage.js'
import { REPO_ROOT } from './builtFiles.js'

export interface SiteProject {
  dir: string
  /** Removes the whole temporary project, tarball included. */
  remove(): void
}

/**
 * A temporary outside project that has Portico as a site gets it: the tarball `npm pack` makes,
 * unpacked into its node_modules/portico, so only what `files` ships is there and `portico/...`
 * resolves through package.json's exports alone. `from` is copied in first (an example app), and
 * each of `links` is a package of the repository's own node_modules linked in, so nothing is
 * downloaded and the test is as fast offline as on.
 */
export function siteProject(options: { from?: string; links: string[] }): SiteProject {
  const dir = mkdtempSync(join(tmpdir(), 'portico-site-'))
  const remove = () => rmSync(dir, { recursive: true, force: true })
  try {
    // A copy of the example as committed: no install or build output a person may have left in it.
    if (options.from) cpSync(options.from, dir, { recursive: true, filter: (path) => !/[/\\](node_modules|dist)([/\\]|$)/.test(path) })
    const target = join(dir, 'node_modules', 'portico')
    mkdirSync(target, { recursive: true })
    const packed = packPackage(REPO_ROOT)
    try {
      execFileSync('tar', ['-xzf', packed.tarball, '-C', target, '--strip-components=1'])
    } finally {
      packed.remove()
    }
    for (const name of options.links) {
      const link = join(dir, 'node_modules', name)
      mkdirSync(dirname(link), { recursive: true })
      symlinkSync(join(REPO_ROOT, 'node_modules', name), link, 'dir')
    }
    return { dir, remove }
  } catch (error) {
    remove()
    throw error
  }
}
