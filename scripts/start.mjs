#!/usr/bin/env node
// `npm start`: brings up the local stack on loopback, waits until each part answers, prints the
// URLs, and stops everything on Ctrl-C. Each later service adds itself to SERVICES.
import { createServer as createNetServer } from 'node:net'
import { createServer as createViteServer } from 'vite'

const HOST = '127.0.0.1'

const SERVICES = [
  {
    name: 'demo',
    port: Number(process.env.PORTICO_DEMO_PORT ?? 5173),
    async start(port) {
      const server = await createViteServer({
        configFile: false,
        root: new URL('../demo/', import.meta.url).pathname,
        logLevel: 'warn',
        server: { host: HOST, port, strictPort: true },
      })
      await server.listen()
      return { url: `http://${HOST}:${port}/`, stop: () => server.close() }
    },
  },
]

function assertPortFree(name, port) {
  return new Promise((resolve, reject) => {
    const probe = createNetServer()
    probe.once('error', (error) =>
      reject(error.code === 'EADDRINUSE'
        ? new Error(`Port ${port} on ${HOST} is already taken, so the ${name} cannot start. ` +
            `Stop what uses it, or set PORTICO_${name.toUpperCase()}_PORT to another port.`)
        : error))
    probe.listen(port, HOST, () => probe.close(resolve))
  })
}

const running = []
async function stopAll() {
  for (const service of running.splice(0).reverse()) await service.stop().catch(() => {})
}

try {
  for (const service of SERVICES) await assertPortFree(service.name, service.port)
  for (const service of SERVICES) {
    const handle = await service.start(service.port)
    running.push(handle)
    console.log(`  ${service.name.padEnd(8)} ${handle.url}`)
  }
  console.log('\nPortico is running. Press Ctrl-C to stop.')
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}`)
  await stopAll()
  process.exit(1)
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    console.log('\nStopping…')
    await stopAll()
    process.exit(0)
  })
}
