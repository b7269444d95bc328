import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { spawnService } from '../../../scripts/spawnService.js'

/** What the services section reports, beside the goals. */
export interface ServicesFigures {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  errors: number
  idleRssMiB: number
}

export const SERVICES_GOALS = { requestsPerSecond: 3_000, p99Ms: 25, idleRssMiB: 300 } as const

const LISTING = '/getWallets?projectId=portico-local&st=portico&sv=bench&page=1&entries=40'

/**
 * services/api as `npm start` runs it (its own process, PGlite in memory), idle memory read from
 * /proc once it has settled, then `connections` loops asking GET /getWallets back to back for
 * `seconds` on loopback: a bounded load, never more requests in flight than connections.
 */
export async function benchServices(repoRoot: string, { connections = 50, seconds = 10 } = {}): Promise<ServicesFigures> {
  const api = await spawnService('API', path.join(repoRoot, 'services/api/main.ts'), { PORT: '0', DATABASE_URL: '', PORTICO_API_DATA_DIR: '' })
  try {
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    const idleRssMiB = await rssMiB(api.pid)
    for (let warm = 0; warm < 50; warm++) await (await fetch(api.url + LISTING)).arrayBuffer()
    const latencies: number[] = []
    let errors = 0
    const end = performance.now() + seconds * 1000
    const loop = async () => {
      while (performance.now() < end) {
        const start = performance.now()
        try {
          const response = await fetch(api.url + LISTING)
          await response.arrayBuffer()
          if (response.status === 200) latencies.push(performance.now() - start)
          else errors++
        } catch {
          errors++
        }
      }
    }
    const began = performance.now()
    await Promise.all(Array.from({ length: connections }, loop))
    const elapsed = (performance.now() - began) / 1000
    latencies.sort((a, b) => a - b)
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN
    return { requestsPerSecond: latencies.length / elapsed, p50Ms: at(0.5), p99Ms: at(0.99), errors, idleRssMiB }
  } finally {
    await api.stop()
  }
}

async function rssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1])
  return kib / 1024
}
