import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11'
const MAX_FRAME = 1 << 20

export interface WebSocketPeer {
  send(text: string): void
  close(): void
}

/**
 * The server side of RFC 6455, just enough for a relay stand-in: the handshake, unfragmented text
 * frames (masked, as clients send them), ping and close. The repository has no WebSocket server
 * of its own to lean on, and the fixture needs nothing more.
 */
export function acceptWebSocket(
  request: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  onText: (text: string, peer: WebSocketPeer) => void,
): WebSocketPeer | undefined {
  const key = request.headers['sec-websocket-key']
  if (typeof key !== 'string' || request.headers.upgrade?.toLowerCase() !== 'websocket') {
    socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n')
    return undefined
  }
  const accept = createHash('sha1').update(key + GUID).digest('base64')
  socket.write(`HTTP/1.1 101 Switching Protocols\r\nupgrade: websocket\r\nconnection: Upgrade\r\nsec-websocket-accept: ${accept}\r\n\r\n`)

  const peer: WebSocketPeer = {
    send: (text) => void (socket.writable && socket.write(frame(0x1, Buffer.from(text, 'utf8')))),
    close: () => void (socket.writable && socket.end(frame(0x8, Buffer.alloc(0)))),
  }
  // `head` holds whatever the client sent right behind its handshake.
  let buffer = Buffer.from(head)
  const read = (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk])
    for (;;) {
      const parsed = readFrame(buffer)
      if (parsed === 'incomplete') return
      if (parsed === 'invalid') return void socket.destroy()
      buffer = buffer.subarray(parsed.length)
      if (parsed.opcode === 0x1) onText(parsed.payload.toString('utf8'), peer)
      else if (parsed.opcode === 0x9) socket.write(frame(0xa, parsed.payload))
      else if (parsed.opcode === 0x8) return void peer.close()
    }
  }
  socket.on('data', read)
  socket.on('error', () => socket.destroy())
  if (buffer.length > 0) read(Buffer.alloc(0))
  return peer
}

function readFrame(buffer: Buffer): { opcode: number; payload: Buffer; length: number } | 'incomplete' | 'invalid' {
  if (buffer.length < 2) return 'incomplete'
  const opcode = buffer[0]! & 0x0f
  const masked = (buffer[1]! & 0x80) !== 0
  let size = buffer[1]! & 0x7f
  let offset = 2
  if (size === 126) {
    if (buffer.length < 4) return 'incomplete'
    size = buffer.readUInt16BE(2)
    offset = 4
  } else if (size === 127) {
    if (buffer.length < 10) return 'incomplete'
    const big = buffer.readBigUInt64BE(2)
    if (big > BigInt(MAX_FRAME)) return 'invalid'
    size = Number(big)
    offset = 10
  }
  if (size > MAX_FRAME) return 'invalid'
  const maskOffset = offset
  if (masked) offset += 4
  if (buffer.length < offset + size) return 'incomplete'
  const payload = Buffer.from(buffer.subarray(offset, offset + size))
  if (masked) for (let index = 0; index < payload.length; index++) payload[index]! ^= buffer[maskOffset + (index % 4)]!
  return { opcode, payload, length: offset + size }
}

function frame(opcode: number, payload: Buffer): Buffer {
  const header = payload.length < 126 ? Buffer.alloc(2) : payload.length < 65_536 ? Buffer.alloc(4) : Buffer.alloc(10)
  header[0] = 0x80 | opcode
  if (payload.length < 126) header[1] = payload.length
  else if (payload.length < 65_536) {
    header[1] = 126
    header.writeUInt16BE(payload.length, 2)
  } else {
    header[1] = 127
    header.writeBigUInt64BE(BigInt(payload.length), 2)
  }
  return Buffer.concat([header, payload])
}
