import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { transformWithEsbuild } from 'vite'
import type { DeepPath } from './pageProbe.js'

const PROBE_SOURCE = fileURLToPath(new URL('./pageProbe.ts', import.meta.url))

/**
 * pageProbe.ts as a script for Playwright's addInitScript. It is compiled here rather than handed
 * over as a function: the bench runs under tsx, whose transform wraps named functions in a
 * `__name` helper that does not exist in the page.
 */
export async function probeScript(button: DeepPath): Promise<string> {
  const source = await readFile(PROBE_SOURCE, 'utf8')
  const { code } = await transformWithEsbuild(source, PROBE_SOURCE, {
    loader: 'ts',
    format: 'iife',
    globalName: '__benchProbeModule',
    target: 'es2022',
    keepNames: false,
  })
  return `${code}\n__benchProbeModule.installProbe(${JSON.stringify(button)});`
}
