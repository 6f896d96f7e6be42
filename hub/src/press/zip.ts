import { promisify } from 'node:util'
import { crc32, deflateRaw } from 'node:zlib'

// A small ZIP writer (PKWARE APPNOTE 6.3, no ZIP64) that hands out the archive as it grows:
// each entry's local header and data are emitted as soon as the entry is added, and the
// central directory at the end, so a press kit's first bytes leave while its pictures are
// still being drawn. Entries are deflated when that makes them smaller and stored otherwise
// (PNG and PDF are compressed already). Node's zlib supplies deflate and CRC-32; nothing else.

const deflate = promisify(deflateRaw)

const LOCAL_HEADER = 0x04034b50
const CENTRAL_HEADER = 0x02014b50
const END_OF_CENTRAL_DIRECTORY = 0x06054b50
const VERSION = 20 // 2.0: deflate and folders
const UTF8_NAMES = 0x0800
const STORED = 0
const DEFLATED = 8
// Without ZIP64 an archive holds at most this many entries and bytes.
const MAX_ENTRIES = 0xffff
const MAX_BYTES = 0xffffffff

export interface ZipEntryOptions {
  /** Known not to shrink (PNG, PDF): stored without trying to deflate it. */
  store?: boolean
}

interface CentralRecord {
  name: Buffer
  method: number
  crc: number
  compressedSize: number
  size: number
  offset: number
}

/** MS-DOS time and date of a moment, in UTC so an archive is the same in every time zone. */
export function dosDateTime(moment: Date): { time: number; date: number } {
  const year = Math.min(Math.max(moment.getUTCFullYear(), 1980), 2107)
  return {
    time:
      (moment.getUTCHours() << 11) |
      (moment.getUTCMinutes() << 5) |
      Math.floor(moment.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((moment.getUTCMonth() + 1) << 5) | moment.getUTCDate(),
  }
}

/**
 * Writes one archive through `emit`. `add` entries one after the other (each awaited), then
 * `finish`. Every entry carries `modified` as its date, so equal input gives equal bytes.
 */
export class ZipWriter {
  private readonly records: CentralRecord[] = []
  private readonly names = new Set<string>()
  private readonly stamp: { time: number; date: number }
  private offset = 0
  private finished = false

  constructor(
    private readonly emit: (chunk: Buffer) => void,
    modified: Date,
  ) {
    this.stamp = dosDateTime(modified)
  }

  async add(name: string, data: Buffer, options: ZipEntryOptions = {}): Promise<void> {
    if (this.finished) throw new Error('The archive is finished')
    if (!/^[^/\\][^\\]*$/.test(name) || name.split('/').includes('..')) {
      throw new Error(`Not a relative entry name: ${name}`)
    }
    if (this.names.has(name)) throw new Error(`Entry ${name} is there already`)
    if (this.records.length >= MAX_ENTRIES) throw new Error('Too many entries for a ZIP file')
    const nameBytes = Buffer.from(name, 'utf8')
    const packed = options.store ? null : await deflate(data, { level: 9 })
    const [method, body] =
      packed && packed.length < data.length ? [DEFLATED, packed] : [STORED, data]
    const record: CentralRecord = {
      name: nameBytes,
      method,
      crc: crc32(data),
      compressedSize: body.length,
      size: data.length,
      offset: this.offset,
    }
    const header = Buffer.alloc(30)
    header.writeUInt32LE(LOCAL_HEADER, 0)
    header.writeUInt16LE(VERSION, 4)
    header.writeUInt16LE(UTF8_NAMES, 6)
    header.writeUInt16LE(method, 8)
    header.writeUInt16LE(this.stamp.time, 10)
    header.writeUInt16LE(this.stamp.date, 12)
    header.writeUInt32LE(record.crc, 14)
    header.writeUInt32LE(record.compressedSize, 18)
    header.writeUInt32LE(record.size, 22)
    header.writeUInt16LE(nameBytes.length, 26)
    header.writeUInt16LE(0, 28)
    this.names.add(name)
    this.records.push(record)
    this.write(Buffer.concat([header, nameBytes, body]))
  }

  finish(): void {
    if (this.finished) throw new Error('The archive is finished')
    this.finished = true
    const start = this.offset
    for (const record of this.records) {
      const header = Buffer.alloc(46)
      header.writeUInt32LE(CENTRAL_HEADER, 0)
      header.writeUInt16LE(VERSION, 4) // made by: MS-DOS (0), 2.0
      header.writeUInt16LE(VERSION, 6)
      header.writeUInt16LE(UTF8_NAMES, 8)
      header.writeUInt16LE(record.method, 10)
      header.writeUInt16LE(this.stamp.time, 12)
      header.writeUInt16LE(this.stamp.date, 14)
      header.writeUInt32LE(record.crc, 16)
      header.writeUInt32LE(record.compressedSize, 20)
      header.writeUInt32LE(record.size, 24)
      header.writeUInt16LE(record.name.length, 28)
      // Extra field, comment, disk number, internal and external attributes: none.
      header.writeUInt32LE(record.offset, 42)
      this.write(Buffer.concat([header, record.name]))
    }
    const end = Buffer.alloc(22)
    end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0)
    end.writeUInt16LE(this.records.length, 8)
    end.writeUInt16LE(this.records.length, 10)
    end.writeUInt32LE(this.offset - start, 12)
    end.writeUInt32LE(start, 16)
    this.write(end)
  }

  private write(chunk: Buffer): void {
    if (this.offset + chunk.length > MAX_BYTES) throw new Error('The archive is too large for ZIP')
    this.offset += chunk.length
    this.emit(chunk)
  }
}

/** A whole archive at once (tests, small archives). */
export async function zipOf(
  entries: readonly { name: string; data: Buffer; store?: boolean }[],
  modified: Date,
): Promise<Buffer> {
  const chunks: Buffer[] = []
  const writer = new ZipWriter((chunk) => chunks.push(chunk), modified)
  for (const entry of entries) await writer.add(entry.name, entry.data, { store: entry.store })
  writer.finish()
  return Buffer.concat(chunks)
}
