import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** Every .ts and .tsx file under `dir` (relative to the repository), as repository-relative paths. */
export function sourceFiles(dir: string): string[] {
  const found: string[] = []
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(REPO_ROOT, relative), { withFileTypes: true })) {
      const child = path.posix.join(relative, entry.name)
      // What a package manager or a build put there (the bench's peers, an app's dist) is not source.
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(child)
      } else if (/\.tsx?$/.test(entry.name)) found.push(child)
    }
  }
  walk(dir)
  return found.sort()
}

export interface SourceImport {
  /** The specifier as written. */
  specifier: string
  /** A relative specifier resolved to a repository-relative path; undefined for a package. */
  resolved: string | undefined
}

/** The imports, re-exports and dynamic imports of a file, as TypeScript's own pre-processor reads them. */
export function importsOf(file: string): SourceImport[] {
  const text = readFileSync(path.join(REPO_ROOT, file), 'utf8')
  return ts.preProcessFile(text, true, true).importedFiles.map(({ fileName }) => ({
    specifier: fileName,
    resolved: fileName.startsWith('.') ? path.posix.normalize(path.posix.join(path.posix.dirname(file), fileName)) : undefined,
  }))
}

/** The names given to `declare module '...'` blocks in a file. */
export function augmentedModules(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(REPO_ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true)
  return source.statements.flatMap((statement) =>
    ts.isModuleDeclaration(statement) && ts.isStringLiteral(statement.name) ? [statement.name.text] : [])
}

/** Every string literal (and template text without substitutions) in a file, comments excluded. */
export function stringLiteralsOf(file: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(REPO_ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true)
  const found: { text: string; line: number }[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isModuleDeclaration(node)) return
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      found.push({ text: node.text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}
