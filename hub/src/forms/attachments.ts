import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, open, readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { and, eq, gt, inArray, isNotNull, lt, notExists, sql } from 'drizzle-orm'
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_KB,
  extensionOf,
  fieldLabel,
  formatMessage,
  hasExtension,
  type Locale,
} from '@schaufenster/validation'
import type { HubDb } from '../db/database'
import { attachments, supportTickets } from '../db/schema-forms'
import { applications } from '../db/schema-publishing'
import { clientIp, fieldError, rateLimitedError } from './http'

const HEAD_BYTES = 4096

const startsWith = (head: Buffer, ...bytes: number[]) =>
  head.length >= bytes.length && bytes.every((b, i) => head[i] === b)
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))

// What the first bytes must look like for each allowed extension, and the type the
// file is stored as. Plain text has no signature: it must simply not look binary.
const contentChecks: Record<string, { type: string; matches: (head: Buffer) => boolean }> = {
  png: { type: 'image/png', matches: (h) => startsWith(h, 0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a) },
  jpg: { type: 'image/jpeg', matches: (h) => startsWith(h, 0xff, 0xd8, 0xff) },
  jpeg: { type: 'image/jpeg', matches: (h) => startsWith(h, 0xff, 0xd8, 0xff) },
  gif: {
    type: 'image/gif',
    matches: (h) => startsWith(h, ...ascii('GIF87a')) || startsWith(h, ...ascii('GIF89a')),
  },
  pdf: { type: 'application/pdf', matches: (h) => startsWith(h, ...ascii('%PDF-')) },
  zip: {
    type: 'application/zip',
    matches: (h) => startsWith(h, 0x50, 0x4b, 0x03, 0x04) || startsWith(h, 0x50, 0x4b, 0x05, 0x06),
  },
  txt: { type: 'text/plain', matches: (h) => !h.includes(0) },
  log: { type: 'text/plain', matches: (h) => !h.includes(0) },
}

/** Whether a file's content fits its extension (exported for unit tests). */
export function contentMatchesExtension(fileName: string, head: Buffer): boolean {
  const check = contentChecks[extensionOf(fileName)]
  return check !== undefined && check.matches(head)
}

function isErrorWithCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code
}

/** How much one client address may upload per window (issue 18: no unbounded disk use). */
export interface UploadQuota {
  maxFiles: number
  maxBytes: number
  windowMs: number
}

/** Files and bytes the address uploaded within the window (attached or not). */
async function uploadedSince(db: HubDb, ip: string, since: Date) {
  const [row] = await db
    .select({
      files: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(${attachments.sizeBytes}), 0)::bigint`,
    })
    .from(attachments)
    .where(and(eq(attachments.uploaderIp, ip), gt(attachments.createdAt, since)))
  return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) }
}

/**
 * Streams one uploaded file to `dir` under a generated name, checks size, extension and
 * content, and records it. Any refusal is a 400 on the `attachment` field; an address over
 * its upload quota gets the 429 every other limit answers.
 */
export async function receiveAttachment(
  request: FastifyRequest,
  db: HubDb,
  dir: string,
  locale: Locale,
  quota?: UploadQuota,
): Promise<{ attachmentId: string }> {
  const ip = clientIp(request)
  const since = quota && new Date(Date.now() - quota.windowMs)
  // Checked before the body is read, and again with the file's size once it is known.
  // Parallel uploads of one address may overshoot by the ones in flight: the forms rate
  // limit bounds those.
  const used = quota && since ? await uploadedSince(db, ip, since) : undefined
  if (quota && used && (used.files >= quota.maxFiles || used.bytes >= quota.maxBytes)) {
    throw rateLimitedError(locale)
  }
  const label = fieldLabel(locale, 'attachment')
  const refuse = (key: 'required' | 'ext' | 'size' | 'attachment_content') =>
    fieldError(locale, {
      attachment: formatMessage(locale, key, label, { size: ATTACHMENT_MAX_KB }),
    })

  let part
  try {
    part = await request.file({ limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1 } })
  } catch (error) {
    if (isErrorWithCode(error, 'FST_INVALID_MULTIPART_CONTENT_TYPE')) throw refuse('required')
    throw error
  }
  if (!part) throw refuse('required')
  if (!hasExtension({ name: part.filename, size: 0 }, ATTACHMENT_EXTENSIONS)) {
    part.file.resume()
    throw refuse('ext')
  }

  await mkdir(dir, { recursive: true })
  const storedName = randomUUID()
  const file = path.join(dir, storedName)
  let size = 0
  part.file.on('data', (chunk: Buffer) => {
    size += chunk.length
  })
  try {
    await pipeline(part.file, createWriteStream(file, { flags: 'wx', mode: 0o600 }))
    if (part.file.truncated) throw refuse('size')
  } catch (error) {
    await rm(file, { force: true })
    if (isErrorWithCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw refuse('size')
    throw error
  }

  const head = Buffer.alloc(HEAD_BYTES)
  const handle = await open(file, 'r')
  let read: number
  try {
    ;({ bytesRead: read } = await handle.read(head, 0, HEAD_BYTES, 0))
  } finally {
    await handle.close()
  }
  if (read === 0 || !contentMatchesExtension(part.filename, head.subarray(0, read))) {
    await rm(file, { force: true })
    throw refuse(read === 0 ? 'required' : 'attachment_content')
  }
  if (quota && used && used.bytes + size > quota.maxBytes) {
    await rm(file, { force: true })
    throw rateLimitedError(locale)
  }

  const [row] = await db
    .insert(attachments)
    .values({
      storedName,
      originalName: path.basename(part.filename).slice(0, 200),
      contentType: contentChecks[extensionOf(part.filename)]!.type,
      sizeBytes: size,
      uploaderIp: ip,
    })
    .returning({ id: attachments.id })
  return { attachmentId: row!.id }
}

// ------------------------------------------------------------------ orphan sweep

export interface SweepOptions {
  /** Uploads not attached to a ticket after this long are deleted (an hour). */
  orphanAfterMs: number
  /** Uploaders' addresses are kept this long, for the quota only. */
  quotaWindowMs: number
  now?: Date
}

/**
 * Deletes uploads that no ticket took within `orphanAfterMs` (rows, then files), files in
 * `dir` that have no row at all (a crash between writing and recording), and forgets the
 * uploaders' addresses once the quota no longer needs them. Returns how many uploads went.
 */
export async function sweepOrphanAttachments(
  db: HubDb,
  dir: string,
  options: SweepOptions,
): Promise<number> {
  const now = options.now ?? new Date()
  const cutoff = new Date(now.getTime() - options.orphanAfterMs)
  // One statement: a ticket or an application (a CV) that took the upload meanwhile keeps it.
  const ticketOf = db
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(eq(supportTickets.attachmentId, attachments.id))
  const applicationOf = db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.attachmentId, attachments.id))
  const removed = await db
    .delete(attachments)
    .where(and(lt(attachments.createdAt, cutoff), notExists(ticketOf), notExists(applicationOf)))
    .returning({ storedName: attachments.storedName })
  for (const { storedName } of removed) {
    await rm(path.join(dir, storedName), { force: true })
  }
  await db
    .update(attachments)
    .set({ uploaderIp: null })
    .where(
      and(
        isNotNull(attachments.uploaderIp),
        lt(attachments.createdAt, new Date(now.getTime() - options.quotaWindowMs)),
      ),
    )
  return removed.length + (await sweepUnrecordedFiles(db, dir, cutoff))
}

const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

async function sweepUnrecordedFiles(db: HubDb, dir: string, cutoff: Date): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[])
  const candidates = names.filter((name) => STORED_NAME.test(name))
  let removed = 0
  for (let start = 0; start < candidates.length; start += 500) {
    const batch = candidates.slice(start, start + 500)
    const known = await db
      .select({ storedName: attachments.storedName })
      .from(attachments)
      .where(inArray(attachments.storedName, batch))
    const recorded = new Set(known.map((row) => row.storedName))
    for (const name of batch) {
      if (recorded.has(name)) continue
      const file = path.join(dir, name)
      const info = await stat(file).catch(() => null)
      // A file being received right now has no row yet: only old ones are leftovers.
      if (!info?.isFile() || info.mtime >= cutoff) continue
      await rm(file, { force: true })
      removed += 1
    }
  }
  return removed
}

/** Sweeps every `intervalMs` until stopped; a failed sweep is logged and tried again later. */
export function startAttachmentSweeper(args: {
  db: HubDb
  dir: string
  intervalMs: number
  options: Omit<SweepOptions, 'now'>
  log: FastifyBaseLogger
}): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve()
  const timer = setInterval(() => {
    running = sweepOrphanAttachments(args.db, args.dir, args.options)
      .then((removed) => {
        if (removed > 0) args.log.info({ removed }, 'orphan ticket uploads deleted')
      })
      .catch((error: unknown) => args.log.warn({ err: error }, 'orphan upload sweep failed'))
  }, args.intervalMs)
  timer.unref()
  return {
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}
