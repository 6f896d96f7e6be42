import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, open, rm } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { FastifyRequest } from 'fastify'
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_KB,
  extensionOf,
  fieldLabel,
  formatMessage,
  hasExtension,
  type Locale,
} from '../../../validation'
import type { HubDb } from '../db/database'
import { attachments } from '../db/schema-forms'
import { fieldError } from './http'

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

/**
 * Streams one uploaded file to `dir` under a generated name, checks size, extension and
 * content, and records it. Any refusal is a 400 on the `attachment` field.
 */
export async function receiveAttachment(
  request: FastifyRequest,
  db: HubDb,
  dir: string,
  locale: Locale,
): Promise<{ attachmentId: string }> {
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

  const [row] = await db
    .insert(attachments)
    .values({
      storedName,
      originalName: path.basename(part.filename).slice(0, 200),
      contentType: contentChecks[extensionOf(part.filename)]!.type,
      sizeBytes: size,
    })
    .returning({ id: attachments.id })
  return { attachmentId: row!.id }
}
