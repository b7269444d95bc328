import { describe, expect, it } from 'vitest'
import { augmentedModules, importsOf, sourceFiles } from '../helpers/sourceImports.js'

const pluginFiles = sourceFiles('plugins')
const inReactEntry = (file: string) => /^plugins\/[^/]+\/react\//.test(file)
const pluginOf = (file: string) => file.split('/')[1]

describe('plugin boundaries', () => {
  it('a plugin entry imports no React: only a plugins/<name>/react entry may', () => {
    const offending = pluginFiles.filter((file) => !inReactEntry(file)).flatMap((file) =>
      importsOf(file)
        .filter(({ specifier, resolved }) =>
          /^react(-dom)?(\/|$)/.test(specifier) || specifier === 'portico/react' || resolved?.startsWith('react/'))
        .map(({ specifier }) => `${file} imports ${specifier}`))
    expect(offending).toEqual([])
  })

  it('a plugin reaches core only through portico/core and never into another folder by path', () => {
    const offending = pluginFiles.flatMap((file) =>
      importsOf(file)
        .filter(({ resolved }) => resolved !== undefined && !resolved.startsWith(`plugins/${pluginOf(file)}/`))
        .map(({ specifier }) => `${file} imports ${specifier}`))
    expect(offending).toEqual([])
  })

  it('the only portico entries a plugin imports are portico/core (and portico/react in a react entry)', () => {
    const offending = pluginFiles.flatMap((file) =>
      importsOf(file)
        .filter(({ specifier }) => specifier.startsWith('portico/'))
        .filter(({ specifier }) => specifier !== 'portico/core' && !(specifier === 'portico/react' && inReactEntry(file)))
        .map(({ specifier }) => `${file} imports ${specifier}`))
    expect(offending).toEqual([])
  })

  it("open interfaces are merged into only through 'portico/core' (a second module name silently drops the merge)", () => {
    const files = [...sourceFiles('core'), ...sourceFiles('react'), ...pluginFiles, ...sourceFiles('tests'), ...sourceFiles('demo')]
    const offending = files.flatMap((file) =>
      augmentedModules(file).filter((name) => name !== 'portico/core' && name !== 'react').map((name) => `${file} augments ${name}`))
    expect(offending).toEqual([])
  })
})
