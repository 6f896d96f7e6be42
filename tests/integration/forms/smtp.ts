import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  to: string
  subject: string
  text: string
  html: string
  /** Raw header lines keyed by lower-case name. */
  headerLines: ParsedMail['headerLines']
  /** The Reply-To address, '' when there is none. */
  replyTo: string
  attachments: { filename: string; contentType: string; content: Buffer }[]
}

/**
 * A real SMTP server on loopback that keeps what it receives. It can be stopped and
 * started again on the same port, to play a mail server outage.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = []
  private server: SMTPServer | undefined
  private waiters: {
    predicate: (mail: ReceivedMail) => boolean
    resolve: (m: ReceivedMail) => void
  }[] = []
  port = 0

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text
            const mail: ReceivedMail = {
              to: to ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              headerLines: parsed.headerLines,
              replyTo: parsed.replyTo?.value[0]?.address ?? '',
              attachments: parsed.attachments.map((file) => ({
                filename: file.filename ?? '',
                contentType: file.contentType,
                content: file.content,
              })),
            }
            this.received.push(mail)
            for (const waiter of [...this.waiters]) {
              if (waiter.predicate(mail)) {
                this.waiters.splice(this.waiters.indexOf(waiter), 1)
                waiter.resolve(mail)
              }
            }
            callback()
          })
          .catch((error: Error) => callback(error))
      },
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(this.port, '127.0.0.1', () => resolve())
    })
    this.port = (server.server.address() as AddressInfo).port
    this.server = server
  }

  async stop(): Promise<void> {
    const server = this.server
    this.server = undefined
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`
  }

  /** The first mail (already received or still to come) that matches. */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs = 10_000): Promise<ReceivedMail> {
    const found = this.received.find(predicate)
    if (found) return Promise.resolve(found)
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching mail arrived')), timeoutMs)
      this.waiters.push({
        predicate,
        resolve: (mail) => {
          clearTimeout(timer)
          resolve(mail)
        },
      })
    })
  }
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): URL {
  const match = mail.text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\S+`))
  if (!match) throw new Error(`no link starting with ${prefix} in:\n${mail.text}`)
  return new URL(match[0])
}
