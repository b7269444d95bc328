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

/**
 * Issue 24's measurement of the hand-built node:http server on this machine (50 connections for
 * 15 s, PGlite as `npm start` ran it), kept as the figures the new ones stand beside.
 */
const BEFORE = { requestsPerSecond: '341–397', p99Ms: '311–833', idleRssMiB: '832' } as const

/** The report's section: this run beside the hand-built server's figures and the goals. */
export function servicesSection(figures: ServicesFigures): string[] {
  const met = (ok: boolean) => (ok ? 'yes' : 'no')
  return [
    '## The provider API under load',
    '',
    '`services/api` in its own process as `npm start` runs it (Fastify, PGlite in memory), its idle memory read from',
    '`/proc` once settled, then 50 connections on loopback asking `GET /getWallets` (40 listings) back to back for 10 s',
    'from the bench process: a bounded load, never more requests in flight than connections. `npm run bench -- --services`',
    'runs this section alone.',
    '',
    '| services/api, PGlite | before (node:http, issue 24) | this run | goal | met |',
    '| --- | ---: | ---: | ---: | :---: |',
    `| GET /getWallets, requests/s | ${BEFORE.requestsPerSecond} | ${figures.requestsPerSecond.toFixed(0)} | ≥ ${SERVICES_GOALS.requestsPerSecond} | ${met(figures.requestsPerSecond >= SERVICES_GOALS.requestsPerSecond)} |`,
    `| GET /getWallets, p99 (p50) | ${BEFORE.p99Ms} ms | ${figures.p99Ms.toFixed(1)} ms (${figures.p50Ms.toFixed(1)} ms) | ≤ ${SERVICES_GOALS.p99Ms} ms | ${met(figures.p99Ms <= SERVICES_GOALS.p99Ms)} |`,
    `| errors | — | ${figures.errors} | 0 | ${met(figures.errors === 0)} |`,
    `| idle memory (RSS) | ${BEFORE.idleRssMiB} MiB | ${figures.idleRssMiB.toFixed(0)} MiB | ≤ ${SERVICES_GOALS.idleRssMiB} MiB | ${met(figures.idleRssMiB <= SERVICES_GOALS.idleRssMiB)} |`,
    '',
    'The load generator shares the two cores with the server. PGlite is PostgreSQL compiled to WebAssembly: the memory',
    'its start-up grows is never given back (about 580 MiB in a bare process with 16 MB of shared buffers), so the',
    'memory goal needs PostgreSQL (`DATABASE_URL`) or a smaller PGlite heap, not changes to the API.',
    '',
  ]
}

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
