import { randomUUID } from 'node:crypto'

// The reference an applicant quotes: `J-` (job) or `P-` (partner) and the first eight hex
// digits of the application's id, short enough to read out on the phone. Staff mails carry
// the full id as well, so a reference that happens to repeat still finds its application.

export type ApplicationKind = 'partner' | 'job'

export function applicationReference(kind: ApplicationKind, id: string): string {
  return `${kind === 'job' ? 'J' : 'P'}-${id.replaceAll('-', '').slice(0, 8).toUpperCase()}`
}

/** A reference of the same form for an answer that stored nothing (the honeypot). */
export function unstoredReference(kind: ApplicationKind): string {
  return applicationReference(kind, randomUUID())
}
