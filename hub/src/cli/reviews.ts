import type { AdminClient } from '../admin/client'
import { loadHubConfig } from '../config'
import type { HubDatabase } from '../db/database'
import type { ModerationQueueDto, ModerationResultDto, ModerationReviewDto } from '../reviews/dto'
import { REPORT_REASON_DE, type ReviewMailConfig } from '../reviews/mails'
import type { QueueKind } from '../reviews/repository'
import { REJECTION_REASON_MAX, ReviewService } from '../reviews/service'
import { runOperatorCommand } from './open-database'

// npm run reviews -- list [--reported] | publish <id> | reject <id> <reason…>
// Review moderation for staff (issue 24). Like `npm run analyst-key`, it uses the hub's own
// configuration, so run it where the hub runs: with a PGlite folder it asks the running hub
// (admin endpoint on 127.0.0.1:ADMIN_PORT, credential ADMIN_CREDENTIAL_FILE); with no hub
// running it opens the folder itself, and refuses while anyone else has it open. With
// PostgreSQL (DATABASE_URL) it connects to the database directly. Mails to the author are
// queued in the database either way; the hub's outbox worker sends them.

const USAGE = [
  'usage: npm run reviews -- list [--reported]',
  '       npm run reviews -- publish <id>',
  '       npm run reviews -- reject <id> <reason for the author…>',
].join('\n')

/** Where moderation happens: the database itself, or the running hub in front of it. */
export interface ModerationDesk {
  queue(kind: QueueKind): Promise<ModerationQueueDto>
  publish(id: number): Promise<ModerationResultDto | undefined>
  reject(id: number, reason: string): Promise<ModerationResultDto | undefined>
}

export function databaseDesk(
  database: HubDatabase,
  config: ReviewMailConfig = loadHubConfig(),
): ModerationDesk {
  const service = new ReviewService({ database, config })
  return {
    queue: (kind) => service.queue(kind),
    publish: (id) => service.publish(id),
    reject: (id, reason) => service.reject(id, reason),
  }
}

export function adminDesk(hub: AdminClient): ModerationDesk {
  return {
    queue: (kind) => hub.request('GET', `/admin/reviews?status=${kind}`),
    publish: (id) => hub.request('POST', `/admin/reviews/${id}/publish`),
    reject: (id, reason) => hub.request('POST', `/admin/reviews/${id}/reject`, { reason }),
  }
}

type Command =
  | { name: 'list'; kind: QueueKind }
  | { name: 'publish'; id: number }
  | { name: 'reject'; id: number; reason: string }

const ID = /^[1-9][0-9]{0,9}$/

/** The command the arguments name, or undefined when they name none (usage). */
export function parseReviewsCommand(args: readonly string[]): Command | undefined {
  const [command, first, ...rest] = args
  if (command === 'list' && rest.length === 0) {
    if (first === undefined) return { name: 'list', kind: 'pending' }
    if (first === '--reported') return { name: 'list', kind: 'reported' }
    return undefined
  }
  if (!first || !ID.test(first) || Number(first) > 2_147_483_647) return undefined
  if (command === 'publish' && rest.length === 0) return { name: 'publish', id: Number(first) }
  // The reason may be typed without quotes: every word after the id belongs to it.
  const reason = rest.join(' ').trim()
  if (command === 'reject' && reason) return { name: 'reject', id: Number(first), reason }
  return undefined
}

const oneLine = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
}

function listing(review: ModerationReviewDto): string {
  const when = review.updatedAt ? `edited ${review.updatedAt}` : `written ${review.createdAt}`
  const author =
    review.customerId === null ? review.author : `${review.author}, customer ${review.customerId}`
  const lines = [
    `#${review.id}  ${review.productName}  ${review.stars}/5  ${review.locale}  ${author}  ${when}`,
    `    "${oneLine(review.title, 120)}"`,
    `    ${oneLine(review.body, 300)}`,
  ]
  if (review.rejectionReason)
    lines.push(`    rejected before: ${oneLine(review.rejectionReason, 200)}`)
  for (const report of review.openReports) {
    const note = report.note ? `: "${oneLine(report.note, 200)}"` : ''
    lines.push(`    reported ${report.createdAt} – ${REPORT_REASON_DE[report.reason]}${note}`)
  }
  return lines.join('\n')
}

function outcome(verb: string, result: ModerationResultDto): string {
  const { review } = result
  const what = `review #${review.id} (${review.productName}, "${oneLine(review.title, 80)}")`
  const parts = [result.changed ? `${verb} ${what}.` : `Kept ${what}: it was published already.`]
  if (result.changed) {
    parts.push(
      result.authorMailed
        ? `The author is mailed (${review.locale}).`
        : 'No author account to mail (a catalog review or a deleted account).',
    )
  }
  if (result.resolvedReports > 0) parts.push(`Resolved ${result.resolvedReports} open report(s).`)
  return parts.join(' ')
}

/** Runs one command; answers the text to print and the exit code. */
export async function runReviewsCommand(
  desk: ModerationDesk,
  args: readonly string[],
): Promise<{ output: string; exitCode: number }> {
  const command = parseReviewsCommand(args)
  if (!command) return { output: USAGE, exitCode: 2 }
  if (command.name === 'list') {
    const queue = await desk.queue(command.kind)
    const what = command.kind === 'pending' ? 'waiting for moderation' : 'with open reports'
    if (queue.total === 0) return { output: `No reviews ${what}`, exitCode: 0 }
    const shown =
      queue.reviews.length < queue.total ? ` (the ${queue.reviews.length} oldest shown)` : ''
    return {
      output: [
        `${queue.total} review(s) ${what}${shown}:`,
        ...queue.reviews.map(listing),
        'Publish: npm run reviews -- publish <id>   Reject: npm run reviews -- reject <id> <reason…>',
      ].join('\n\n'),
      exitCode: 0,
    }
  }
  if (command.name === 'reject' && command.reason.length > REJECTION_REASON_MAX) {
    return {
      output: `The reason is mailed to the author and may have at most ${REJECTION_REASON_MAX} characters (it has ${command.reason.length}).`,
      exitCode: 2,
    }
  }
  const result =
    command.name === 'publish'
      ? await desk.publish(command.id)
      : await desk.reject(command.id, command.reason)
  if (!result) return { output: `There is no review #${command.id}`, exitCode: 1 }
  return {
    output: outcome(command.name === 'publish' ? 'Published' : 'Rejected', result),
    exitCode: 0,
  }
}

async function main(args: string[]): Promise<number> {
  if (!parseReviewsCommand(args)) {
    process.stderr.write(`${USAGE}\n`)
    return 2
  }
  return runOperatorCommand(
    'reviews',
    (hub) => runReviewsCommand(adminDesk(hub), args),
    (database, config) => runReviewsCommand(databaseDesk(database, config), args),
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    process.exitCode = await main(process.argv.slice(2))
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
    process.exitCode = 1
  }
}
