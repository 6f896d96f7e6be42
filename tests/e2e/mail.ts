import { readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { simpleParser } from 'mailparser'

/**
 * Where the e2e stack's hub writes its e-mail (.eml files; no SMTP server is configured).
 * playwright.config.ts hands it to the stack as MAIL_DIR.
 */
// A fixed path: the config (test runner) and the specs (workers) must agree on it. Mail
// of earlier runs does no harm, every spec uses addresses of its own.
export const e2eMailDir =
  process.env['E2E_MAIL_DIR'] ?? path.join(tmpdir(), 'schaufenster-e2e-mail')

export interface E2eMail {
  to: string
  subject: string
  text: string
}

async function readMails(): Promise<E2eMail[]> {
  const files = await readdir(e2eMailDir).catch(() => [] as string[])
  return Promise.all(
    files
      .filter((file) => file.endsWith('.eml'))
      .map(async (file) => {
        const parsed = await simpleParser(await readFile(path.join(e2eMailDir, file)))
        const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text
        return { to: to ?? '', subject: parsed.subject ?? '', text: parsed.text ?? '' }
      }),
  )
}

/** Waits until the outbox worker has written a mail to `to` whose subject matches. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mail = (await readMails()).find((m) => m.to === to && subject.test(m.subject))
    if (mail) return mail
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** Every mail written to `to` so far (the outbox worker writes them as they are sent). */
export async function mailsTo(to: string): Promise<E2eMail[]> {
  return (await readMails()).filter((mail) => mail.to === to)
}

/** The first link in the mail's text that contains `part`, as a path for page.goto. */
export function linkIn(mail: E2eMail, part: string): string {
  const url = mail.text.match(/https?:\/\/\S+/g)?.find((candidate) => candidate.includes(part))
  if (!url) throw new Error(`no link containing ${part} in:\n${mail.text}`)
  const parsed = new URL(url)
  return `${parsed.pathname}${parsed.search}`
}

/** An address nobody else in this run uses. */
export function uniqueAddress(name: string): string {
  return `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
}
