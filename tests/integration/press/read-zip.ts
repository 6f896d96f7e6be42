import { crc32, inflateRawSync } from 'node:zlib'

// Reads a ZIP archive the way an unzip tool does: from the central directory at its end,
// each entry's data through its local header, inflated and checked against its CRC-32 and
// size. The press kit tests (unit, integration, e2e) read the hub's archives with it.

export interface ZipEntryRead {
  name: string
  /** 0 stored, 8 deflated. */
  method: number
  /** MS-DOS date and time as written. */
  date: number
  time: number
  data: Buffer
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50
const CENTRAL_HEADER = 0x02014b50
const LOCAL_HEADER = 0x04034b50

export function readZip(archive: Buffer): ZipEntryRead[] {
  // The end record is the last 22 bytes unless a comment follows it (ours have none).
  const end = archive.length - 22
  if (end < 0 || archive.readUInt32LE(end) !== END_OF_CENTRAL_DIRECTORY) {
    throw new Error('No end of central directory record')
  }
  const count = archive.readUInt16LE(end + 10)
  const size = archive.readUInt32LE(end + 12)
  let offset = archive.readUInt32LE(end + 16)
  if (offset + size !== end) throw new Error('The central directory does not end at the end record')
  const entries: ZipEntryRead[] = []
  for (let index = 0; index < count; index++) {
    if (archive.readUInt32LE(offset) !== CENTRAL_HEADER)
      throw new Error(`Bad central header ${index}`)
    const flags = archive.readUInt16LE(offset + 8)
    const method = archive.readUInt16LE(offset + 10)
    const time = archive.readUInt16LE(offset + 12)
    const date = archive.readUInt16LE(offset + 14)
    const crc = archive.readUInt32LE(offset + 16)
    const compressedSize = archive.readUInt32LE(offset + 20)
    const uncompressedSize = archive.readUInt32LE(offset + 24)
    const nameLength = archive.readUInt16LE(offset + 28)
    const extraLength = archive.readUInt16LE(offset + 30)
    const commentLength = archive.readUInt16LE(offset + 32)
    const localOffset = archive.readUInt32LE(offset + 42)
    const name = archive.subarray(offset + 46, offset + 46 + nameLength).toString('utf8')
    if ((flags & 0x0800) === 0 && /[^\x20-\x7e]/.test(name)) throw new Error(`${name}: not UTF-8`)
    if (archive.readUInt32LE(localOffset) !== LOCAL_HEADER)
      throw new Error(`${name}: no local header`)
    const localName = archive.readUInt16LE(localOffset + 26)
    const localExtra = archive.readUInt16LE(localOffset + 28)
    if (archive.readUInt32LE(localOffset + 14) !== crc) throw new Error(`${name}: CRCs differ`)
    const start = localOffset + 30 + localName + localExtra
    const stored = archive.subarray(start, start + compressedSize)
    const data = method === 8 ? inflateRawSync(stored) : Buffer.from(stored)
    if (method !== 0 && method !== 8) throw new Error(`${name}: unknown method ${method}`)
    if (data.length !== uncompressedSize) throw new Error(`${name}: size differs`)
    if (crc32(data) !== crc) throw new Error(`${name}: CRC-32 does not match`)
    entries.push({ name, method, date, time, data })
    offset += 46 + nameLength + extraLength + commentLength
  }
  return entries
}

/** The entries by name. */
export function zipFiles(archive: Buffer): Map<string, Buffer> {
  return new Map(readZip(archive).map((entry) => [entry.name, entry.data]))
}
