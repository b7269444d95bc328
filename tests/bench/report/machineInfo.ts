import { execFileSync } from 'node:child_process'
import { cpus, release, totalmem, type } from 'node:os'

export interface MachineInfo {
  cpu: string
  cores: number
  memoryGiB: number
  os: string
  node: string
  commit: string
}

export function machineInfo(repoRoot: string): MachineInfo {
  const processors = cpus()
  let commit = 'unknown'
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim()
  } catch {
    // Not a git checkout: the report says unknown.
  }
  return {
    cpu: processors[0]?.model.trim() ?? 'unknown',
    cores: processors.length,
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    os: `${type()} ${release()}`,
    node: process.version,
    commit,
  }
}
