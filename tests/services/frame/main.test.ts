import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import type { ReceivedMessage } from '../../../services/frame/mailbox/startMailbox.js'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/** Runs services/frame/main.ts and waits until it printed `lineCount` lines with a loopback URL. */
async function runMain(env: Record<string, string>, lineCount: number): Promise<{ child: ChildProcess; lines: string[]; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/frame/main.ts'], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  let output = ''
  const lines = await new Promise<string[]>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const found = output.split('\n').filter((line) => line.includes('http://127.0.0.1:'))
      if (found.length >= lineCount) resolve(found)
    })
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    void exited.then((code) => reject(new Error(`main.ts exited with ${code}: ${output}`)))
  })
  return { child, lines, exited }
}

const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

describe('services/frame/main.ts', () => {
  const children: ChildProcess[] = []
  const folders: string[] = []
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
    for (const folder of folders) await rm(folder, { recursive: true, force: true })
  })

  it('rule: without SMTP_URL it mails codes to a mailbox of its own, serves the local project, and stops cleanly on SIGTERM', async () => {
    const site = await mkdtemp(join(tmpdir(), 'portico-frame-main-'))
    folders.push(site)
    await writeFile(join(site, 'index.html'), '<!doctype html><title>main stub</title>')
    const running = await runMain({ PORT: '0', DATABASE_URL: '', SMTP_URL: '', PORTICO_FRAME_DATA_DIR: '', PORTICO_FRAME_SITE: site }, 2)
    children.push(running.child)
    const [frameLine, mailboxLine] = running.lines
    expect(frameLine).toMatch(/^Portico frame: http:\/\/127\.0\.0\.1:\d+ \(page .*\/frame\/, PGlite\)$/)
    const url = /http:\/\/127\.0\.0\.1:\d+/.exec(frameLine!)![0]
    const mailbox = /http:\/\/127\.0\.0\.1:\d+\//.exec(mailboxLine!)![0]

    expect(await (await fetch(`${url}/frame/`)).text()).toContain('main stub')
    expect(await (await post(`${url}/v1/origin`, { projectId: 'portico-local', origin: 'https://elsewhere.example' })).json()).toEqual({ allowed: false })
    expect((await post(`${url}/v1/email/start`, { projectId: 'portico-local', origin: 'http://localhost:5173', email: 'main@example.com' })).status).toBe(200)
    const { messages } = (await (await fetch(`${mailbox}messages?to=main@example.com`)).json()) as { messages: ReceivedMessage[] }
    expect(messages[0]?.text).toMatch(/Your sign-in code is \d{6}/)

    running.child.kill('SIGTERM')
    expect(await running.exited).toBe(0)
  }, 120_000)
})
