import { randomBytes } from 'node:crypto'
import { buffer } from 'node:stream/consumers'
import { describe, expect, it, vi } from 'vitest'
import type { KitPlan } from '../../../hub/src/press/kit-contents'
import { KitStore, kitFingerprint, writeKit } from '../../../hub/src/press/kit-store'
import { readZip } from '../../integration/press/read-zip'

// How made press kits are kept (hub/src/press/kit-store.ts): a kit asked for while it is being
// written is not written twice, a finished one comes from memory, the least recently used goes
// when the store is full, and a failed writing is reported once and kept by nobody.

const DAY = new Date('2026-10-14T12:00:00Z')

function plan(name: string, bytes = 100): KitPlan {
  return {
    modified: DAY,
    facts: { name },
    entries: [
      {
        name: `${name}.txt`,
        about: { de: 'Text', en: 'Text' },
        source: name,
        // Random bytes do not shrink: the archive is as large as the test says.
        data: async () => randomBytes(bytes),
      },
    ],
  }
}

/** A writer that writes a kit only when told to, and counts how often it was asked. */
function gatedWriter() {
  const gates: (() => void)[] = []
  const write = vi.fn(async (kit: KitPlan, emit: (chunk: Buffer) => void) => {
    await new Promise<void>((resolve) => gates.push(resolve))
    await writeKit(kit, emit)
  })
  return { write, open: () => gates.splice(0).forEach((resolve) => resolve()) }
}

const noFailure = () => {
  throw new Error('no failure expected')
}

describe('the press kit store', () => {
  it('names a kit by everything its bytes depend on', () => {
    expect(kitFingerprint(plan('a'))).toBe(kitFingerprint(plan('a')))
    expect(kitFingerprint(plan('a'))).not.toBe(kitFingerprint(plan('b')))
    const otherPicture = plan('a')
    otherPicture.entries[0]!.source = 'another svg'
    expect(kitFingerprint(otherPicture)).not.toBe(kitFingerprint(plan('a')))
  })

  it('writes a kit once for readers at the same time and keeps it for the next', async () => {
    const { write, open } = gatedWriter()
    const store = new KitStore(1_000_000, write)
    const kit = plan('kit')
    const key = kitFingerprint(kit)
    const first = buffer(store.stream(key, kit, noFailure))
    const second = buffer(store.stream(key, kit, noFailure))
    expect(store.finishedArchive(key)).toBeUndefined()
    open()
    const [a, b] = await Promise.all([first, second])
    expect(a.equals(b)).toBe(true)
    expect(readZip(a).map((entry) => entry.name)).toEqual(['kit.txt'])
    expect(write).toHaveBeenCalledTimes(1)
    expect(store.finishedArchive(key)?.equals(a)).toBe(true)
    const third = await buffer(store.stream(key, kit, noFailure))
    expect(third.equals(a)).toBe(true)
    expect(write).toHaveBeenCalledTimes(1)
  })

  it('lets the least recently used kit go when the store is full', async () => {
    const store = new KitStore(700)
    const kits = ['a', 'b', 'c'].map((name) => plan(name, 200))
    const keys = kits.map(kitFingerprint)
    for (const [index, kit] of kits.entries()) {
      await buffer(store.stream(keys[index]!, kit, noFailure))
      if (index === 1) expect(store.finishedArchive(keys[0]!)).toBeDefined()
    }
    // a was used after b: b is the one that had to go.
    expect(store.finishedArchive(keys[0]!)).toBeDefined()
    expect(store.finishedArchive(keys[1]!)).toBeUndefined()
    expect(store.finishedArchive(keys[2]!)).toBeDefined()
  })

  it('reports a failed writing once, ends its readers with the error and keeps nothing', async () => {
    const store = new KitStore(1_000_000)
    const broken: KitPlan = {
      ...plan('broken'),
      entries: [
        {
          name: 'broken.png',
          about: { de: 'Bild', en: 'Picture' },
          data: async () => {
            throw new Error('the picture could not be drawn')
          },
        },
      ],
    }
    const key = kitFingerprint(broken)
    const failures: unknown[] = []
    const reader = store.stream(key, broken, (error) => failures.push(error))
    await expect(buffer(reader)).rejects.toThrow('the picture could not be drawn')
    expect(failures).toHaveLength(1)
    expect(store.finishedArchive(key)).toBeUndefined()
  })
})
