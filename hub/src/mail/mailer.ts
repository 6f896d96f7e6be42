import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import type { FormsConfig } from '../forms/config'
import type { HubLogger } from '../logger'

export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html: string
  headers?: Record<string, string>
  replyTo?: string
  attachments?: MailAttachment[]
}

/** A file sent along with a mail: read from disk when the mail is sent, or given as bytes. */
export type MailAttachment = { filename: string; contentType: string } & (
  { path: string } | { content: Buffer }
)

export interface Mailer {
  /** Resolves only once the server accepted the message (or the file is written). */
  send(mail: OutgoingMail): Promise<{ messageId: string }>
  close(): void
}

type MailerConfig = Pick<FormsConfig, 'SMTP_URL' | 'MAIL_FROM' | 'MAIL_DIR'>

/** SMTP when `SMTP_URL` is set; otherwise one `.eml` file per message under `MAIL_DIR`. */
export function createMailer(config: MailerConfig, logger: HubLogger): Mailer {
  return config.SMTP_URL
    ? smtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : fileMailer(config.MAIL_DIR, config.MAIL_FROM, logger)
}

function smtpMailer(url: string, from: string): Mailer {
  const parsed = new URL(url)
  const secure = parsed.protocol === 'smtps:'
  const transport: Transporter = nodemailer.createTransport({
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    ...(parsed.username
      ? {
          auth: {
            user: decodeURIComponent(parsed.username),
            pass: decodeURIComponent(parsed.password),
          },
        }
      : {}),
    // A mail server that does not answer must not hold a worker for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
  return {
    send: async (mail) => {
      const info = await transport.sendMail({ from, ...mail })
      // Some servers answer 250 for a part of the recipients only; the one we need must be in.
      if ((info.rejected ?? []).length > 0) throw new Error(`The mail server rejected ${mail.to}`)
      return { messageId: info.messageId }
    },
    close: () => transport.close(),
  }
}

function fileMailer(dir: string, from: string, logger: HubLogger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true })
  return {
    send: async (mail) => {
      const info = await transport.sendMail({ from, ...mail })
      await mkdir(dir, { recursive: true })
      // Sortable by time, unique without coordination between workers.
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      )
      await writeFile(file, info.message as Buffer)
      logger.info({ file, to: mail.to, subject: mail.subject }, 'e-mail written to file')
      return { messageId: info.messageId }
    },
    close: () => transport.close(),
  }
}
