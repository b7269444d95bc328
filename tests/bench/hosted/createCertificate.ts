import { execFile } from 'node:child_process'
import { createHash, createPublicKey } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

export interface Certificate {
  key: string
  cert: string
  /** base64 SHA-256 of the public key, for Chromium's --ignore-certificate-errors-spki-list. */
  spkiHash: string
}

/**
 * A throwaway self-signed certificate for the hosted services' names, made at run time with
 * Debian's openssl (Node can make keys but not X.509 certificates). Chromium is told to trust
 * exactly this key, which keeps its HTTP cache on for these hosts: a plain
 * --ignore-certificate-errors would leave every response from them uncacheable.
 */
export async function createCertificate(hosts: readonly string[]): Promise<Certificate> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portico-bench-cert-'))
  try {
    const keyFile = path.join(dir, 'key.pem')
    const certFile = path.join(dir, 'cert.pem')
    await promisify(execFile)('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
      '-keyout', keyFile, '-out', certFile, '-days', '2', '-subj', '/CN=portico-bench',
      '-addext', `subjectAltName=${hosts.map((host) => `DNS:${host}`).join(',')}`,
    ])
    const [key, cert] = await Promise.all([readFile(keyFile, 'utf8'), readFile(certFile, 'utf8')])
    const spki = createPublicKey(cert).export({ type: 'spki', format: 'der' })
    return { key, cert, spkiHash: createHash('sha256').update(spki).digest('base64') }
  } catch (error) {
    throw new Error(`openssl could not make the fixture certificate (apt-get install openssl): ${error instanceof Error ? error.message : String(error)}`)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
