import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ZipWriter, dosDateTime, zipOf } from '../../../hub/src/press/zip'
import { readZip } from '../../integration/press/read-zip'

// The press kits' ZIP writer (hub/src/press/zip.ts), read back as an unzip tool would: the
// central directory, each local header, deflate undone with node:zlib, CRC-32 and sizes.

const DAY = new Date('2026-10-14T12:00:00Z')

describe('the press kit ZIP writer', () => {
  it('writes entries an unzip tool reads back byte for byte', async () => {
    const text = Buffer.from('Über Schaufenster Software – Grüße aus Leipzig\n'.repeat(50), 'utf8')
    const noise = randomBytes(4096)
    const archive = await zipOf(
      [
        { name: 'LIESMICH.txt', data: text },
        { name: 'screenshots/de/foto-studio-pro-1.png', data: noise, store: true },
        { name: 'leer.txt', data: Buffer.alloc(0) },
        { name: 'zufall.bin', data: noise },
      ],
      DAY,
    )
    const entries = readZip(archive)
    expect(entries.map((entry) => entry.name)).toEqual([
      'LIESMICH.txt',
      'screenshots/de/foto-studio-pro-1.png',
      'leer.txt',
      'zufall.bin',
    ])
    expect(entries[0]!.data.equals(text)).toBe(true)
    // Repetitive text is deflated; what is stored on request or does not shrink is stored.
    expect(entries.map((entry) => entry.method)).toEqual([8, 0, 0, 0])
    expect(entries[1]!.data.equals(noise)).toBe(true)
    expect(entries[2]!.data.length).toBe(0)
    expect(entries[3]!.data.equals(noise)).toBe(true)
    expect(archive.length).toBeLessThan(text.length + 2 * noise.length)
  })

  it('names entries in UTF-8 and dates them all with the given day, in UTC', async () => {
    const archive = await zipOf([{ name: 'über-uns.txt', data: Buffer.from('x') }], DAY)
    const [entry] = readZip(archive)
    expect(entry!.name).toBe('über-uns.txt')
    const { date, time } = dosDateTime(DAY)
    expect(entry!.date).toBe(date)
    expect(entry!.time).toBe(time)
    expect(date >> 9).toBe(2026 - 1980)
    expect((date >> 5) & 0xf).toBe(10)
    expect(date & 0x1f).toBe(14)
    expect(time >> 11).toBe(12)
  })

  it('makes the same bytes from the same entries', async () => {
    const entries = [{ name: 'a.txt', data: Buffer.from('Pressemappe\n'.repeat(20)) }]
    expect((await zipOf(entries, DAY)).equals(await zipOf(entries, DAY))).toBe(true)
  })

  it('hands out each entry as soon as it is added, the directory at the end', async () => {
    const chunks: Buffer[] = []
    const writer = new ZipWriter((chunk) => chunks.push(chunk), DAY)
    await writer.add('erste.txt', Buffer.from('eins'))
    expect(chunks).toHaveLength(1)
    expect(chunks[0]!.readUInt32LE(0)).toBe(0x04034b50)
    await writer.add('zweite.txt', Buffer.from('zwei'))
    expect(chunks).toHaveLength(2)
    writer.finish()
    expect(readZip(Buffer.concat(chunks)).map((entry) => entry.data.toString())).toEqual([
      'eins',
      'zwei',
    ])
  })

  it('refuses names that could leave the folder, twice the same name, and late entries', async () => {
    const writer = new ZipWriter(() => {}, DAY)
    for (const name of ['/etc/passwd', '../x.txt', 'a/../../x.txt', 'a\\b.txt', '']) {
      await expect(writer.add(name, Buffer.from('x')), name).rejects.toThrow()
    }
    await writer.add('a.txt', Buffer.from('x'))
    await expect(writer.add('a.txt', Buffer.from('y'))).rejects.toThrow(/already/)
    writer.finish()
    await expect(writer.add('b.txt', Buffer.from('x'))).rejects.toThrow(/finished/)
    expect(() => writer.finish()).toThrow(/finished/)
  })
})
