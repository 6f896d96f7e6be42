import { spawn } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  adminDesk,
  databaseDesk,
  parseReviewsCommand,
  runReviewsCommand,
  type ModerationDesk,
} from '../../../hub/src/cli/reviews'
import { customerWithOrder, nextMail, uniqueEmail, accountClient } from '../accounts/helpers'
import { TestSmtpServer } from '../forms/smtp'
import { databaseTargets } from '../hub/harness'
import { bootModerationHub, REVIEWS_DESK, type ModerationHub } from './moderation-hub'

// `npm run reviews` (hub/src/cli/reviews.ts) against a hub: through its admin listener, as
// beside a hub on a PGlite folder, and straight on the database, as with PostgreSQL or no
// hub running. The commands' own process is run once against the listener too.

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..')

function runCli(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join('hub/src/cli/reviews.ts'), ...args],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          NODE_ENV: 'development',
          DATABASE_URL: '',
          LOG_LEVEL: 'silent',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.once('error', reject)
    child.once('close', (code) => resolve({ code, stdout, stderr }))
  })
}

describe('npm run reviews: the arguments', () => {
  it('knows list, list --reported, publish <id> and reject <id> <reason…>', () => {
    expect(parseReviewsCommand(['list'])).toEqual({ name: 'list', kind: 'pending' })
    expect(parseReviewsCommand(['list', '--reported'])).toEqual({ name: 'list', kind: 'reported' })
    expect(parseReviewsCommand(['publish', '12'])).toEqual({ name: 'publish', id: 12 })
    expect(parseReviewsCommand(['reject', '12', 'Bitte', 'sachlich', 'bleiben.'])).toEqual({
      name: 'reject',
      id: 12,
      reason: 'Bitte sachlich bleiben.',
    })
    for (const wrong of [
      [],
      ['list', '--all'],
      ['publish'],
      ['publish', 'x'],
      ['publish', '0'],
      ['publish', '1', '2'],
      ['reject', '12'],
      ['reject', '12', '  '],
      ['delete', '12'],
    ]) {
      expect(parseReviewsCommand(wrong), wrong.join(' ')).toBeUndefined()
    }
  })
})

describe.each(databaseTargets())('npm run reviews against a hub on $name', (target) => {
  const smtp = new TestSmtpServer()
  let hub: ModerationHub

  beforeAll(async () => {
    await smtp.start()
    hub = await bootModerationHub(target, smtp)
  })

  afterAll(async () => {
    await hub?.stop()
    await smtp.stop()
  })

  async function pendingReview(title: string, locale: 'de' | 'en' = 'de') {
    const email = uniqueEmail('cli')
    const { session } = await customerWithOrder(hub, smtp, email, undefined, 'Clara Kommando')
    const written = await accountClient(hub).call('PUT', '/v1/accounts/me/reviews/by-product/1', {
      session,
      body: { reviewLocale: locale, stars: 4, title, body: 'Läuft zuverlässig.' },
    })
    expect(written.statusCode).toBe(201)
    await nextMail(smtp, REVIEWS_DESK, (m) => m.text.includes(title))
    return { email, id: written.json().review.id as number }
  }

  const desks: [string, () => Promise<ModerationDesk>][] = [
    ['through the admin listener', async () => adminDesk(await hub.adminClient())],
    ['on the database itself', async () => databaseDesk(hub.database, hub.config)],
  ]

  it.each(desks)('lists, publishes and rejects %s', async (_how, deskOf) => {
    const desk = await deskOf()
    const title = `Kommandozeile ${Date.now()} ${Math.random()}`
    const { email, id } = await pendingReview(title)

    const listed = await runReviewsCommand(desk, ['list'])
    expect(listed.exitCode).toBe(0)
    expect(listed.output).toMatch(/^\d+ review\(s\) waiting for moderation:/)
    expect(listed.output).toContain(`#${id}  Foto-Studio Pro  4/5  de  Clara K., customer`)
    expect(listed.output).toContain(`"${title}"`)

    const published = await runReviewsCommand(desk, ['publish', String(id)])
    expect(published).toEqual({
      output: `Published review #${id} (Foto-Studio Pro, "${title}"). The author is mailed (de).`,
      exitCode: 0,
    })
    await nextMail(smtp, email, (m) => m.subject.endsWith('ist veröffentlicht'))
    expect((await runReviewsCommand(desk, ['list'])).output).not.toContain(`#${id} `)

    const again = await runReviewsCommand(desk, ['publish', String(id)])
    expect(again.output).toBe(
      `Kept review #${id} (Foto-Studio Pro, "${title}"): it was published already.`,
    )

    const rejected = await runReviewsCommand(desk, [
      'reject',
      String(id),
      'Bitte',
      'ohne',
      'Werbung.',
    ])
    expect(rejected.exitCode).toBe(0)
    expect(rejected.output).toMatch(/^Rejected review #\d+ .*The author is mailed \(de\)\.$/)
    const mail = await nextMail(smtp, email, (m) => m.subject.endsWith('nicht veröffentlicht'))
    expect(mail.text).toContain('Bitte ohne Werbung.')

    const tooLong = await runReviewsCommand(desk, ['reject', String(id), 'x'.repeat(501)])
    expect(tooLong.exitCode).toBe(2)
    const usage = await runReviewsCommand(desk, ['approve', String(id)])
    expect(usage).toMatchObject({ exitCode: 2, output: expect.stringMatching(/^usage: /) })
  })

  it('says when a review is unknown, and when nothing waits in the reported queue', async () => {
    const direct = databaseDesk(hub.database, hub.config)
    expect(await runReviewsCommand(direct, ['publish', '99999999'])).toEqual({
      output: 'There is no review #99999999',
      exitCode: 1,
    })
    const throughHub = adminDesk(await hub.adminClient())
    await expect(runReviewsCommand(throughHub, ['publish', '99999999'])).rejects.toThrow(
      'There is no review #99999999',
    )
    expect(await runReviewsCommand(direct, ['list', '--reported'])).toEqual({
      output: 'No reviews with open reports',
      exitCode: 0,
    })
  })

  it('runs as its own process beside the running hub', async () => {
    const title = `Eigener Prozess ${Date.now()}`
    const { id } = await pendingReview(title, 'en')
    const env = await hub.adminEnv()
    const listed = await runCli(['list'], env)
    expect(listed.code, listed.stderr).toBe(0)
    expect(listed.stdout).toContain(`"${title}"`)
    const published = await runCli(['publish', String(id)], env)
    expect(published.code, published.stderr).toBe(0)
    expect(published.stdout).toContain(`Published review #${id}`)
    const usage = await runCli(['publish'], env)
    expect(usage.code).toBe(2)
    expect(usage.stderr).toContain('usage: npm run reviews -- list [--reported]')
  }, 60_000)
})
