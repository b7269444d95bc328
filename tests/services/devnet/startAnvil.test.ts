import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { requestRpc } from '../../../services/devnet/requestRpc.js'
import { startAnvil, type RunningAnvil } from '../../../services/devnet/startAnvil.js'

const started: RunningAnvil[] = []
const servers: Server[] = []

afterEach(async () => {
  await Promise.all(started.splice(0).map((anvil) => anvil.stop()))
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

async function start(options: Parameters<typeof startAnvil>[0]): Promise<RunningAnvil> {
  const anvil = await startAnvil(options)
  started.push(anvil)
  return anvil
}

function holdPort(): Promise<number> {
  const server = createServer()
  servers.push(server)
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    const address = server.address()
    resolve(typeof address === 'object' && address ? address.port : -1)
  }))
}

/** Local addresses (hex, as the kernel lists them) of the sockets listening on `port`. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  return typeof address === 'object' && address ? address.port : -1
}

function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0')
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
    readFileSync(file, 'utf8').split('\n').slice(1).flatMap((line) => {
      const [, local, , state] = line.trim().split(/\s+/)
      const [address, portPart] = (local ?? '').split(':')
      return portPart === hexPort && state === '0A' ? [address ?? ''] : []
    }))
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH'
  }
}

describe('startAnvil', () => {
  it('rule: with port 0 anvil takes a free port, reports it, and answers eth_chainId with its chain id', async () => {
    const anvil = await start({ chainId: 31999 })
    expect(anvil.port).toBeGreaterThan(0)
    expect(anvil.rpcUrl).toBe(`http://127.0.0.1:${anvil.port}`)
    expect(await requestRpc<string>(anvil.rpcUrl, 'eth_chainId')).toBe('0x7cff')
  })

  it('rule: anvil listens on 127.0.0.1 only', async () => {
    const anvil = await start({ chainId: 31337 })
    // 0100007F is 127.0.0.1 in /proc/net/tcp; any other entry would be a wider bind.
    expect(listeningAddresses(anvil.port)).toEqual(['0100007F'])
  })

  it('rule: the default accounts hold 10,000 ETH each', async () => {
    const anvil = await start({ chainId: 31337 })
    const accounts = await requestRpc<string[]>(anvil.rpcUrl, 'eth_accounts')
    expect(accounts).toHaveLength(10)
    expect(accounts[0]?.toLowerCase()).toBe('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')
    const balance = await requestRpc<string>(anvil.rpcUrl, 'eth_getBalance', [accounts[9], 'latest'])
    expect(BigInt(balance)).toBe(10_000n * 10n ** 18n)
  })

  it('rule: an explicit port is used as given', async () => {
    const port = await freePort()
    const anvil = await start({ chainId: 31337, port })
    expect(anvil.port).toBe(port)
    expect(await requestRpc<string>(`http://127.0.0.1:${port}`, 'eth_chainId')).toBe('0x7a69')
  })

  it('rule: a taken port rejects with "Port N on 127.0.0.1 is already in use"', async () => {
    const port = await holdPort()
    await expect(start({ chainId: 31337, port })).rejects.toThrow(
      `Port ${port} on 127.0.0.1 is already in use, so anvil for chain 31337 cannot start.`,
    )
  })

  it('rule: an anvil that exits before listening rejects with its own error text', async () => {
    await expect(start({ chainId: -1 })).rejects.toThrow(/anvil for chain -1 exited \(code \d+\) before listening[\s\S]*unexpected argument/)
  })

  it('rule: anvil is ready in well under a second', async () => {
    const startedAt = performance.now()
    await start({ chainId: 31337 })
    expect(performance.now() - startedAt).toBeLessThan(1000)
  })

  it('rule: stop() ends the process, waits for it, and may be called twice', async () => {
    const anvil = await start({ chainId: 31337 })
    expect(isAlive(anvil.pid)).toBe(true)
    await anvil.stop()
    expect(isAlive(anvil.pid)).toBe(false)
    await expect(requestRpc(anvil.rpcUrl, 'eth_chainId')).rejects.toThrow()
    await expect(anvil.stop()).resolves.toBeUndefined()
  })
})
