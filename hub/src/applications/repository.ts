import { asc, eq, or } from 'drizzle-orm'
import type { HubDb } from '../db/database'
import { attachments, supportTickets } from '../db/schema-forms'
import { applications, jobOpenings } from '../db/schema-publishing'
import type { JobOpeningDto, Locale } from './dto'

// Reads of the open positions, the CV an application names, and the application's row.

type Reader = Pick<HubDb, 'select'>
type Writer = Pick<HubDb, 'insert'>

export type JobOpeningRow = typeof jobOpenings.$inferSelect

export function jobOpeningDto(row: JobOpeningRow, locale: Locale): JobOpeningDto {
  return {
    key: row.key,
    slug: locale === 'de' ? row.slugDe : row.slugEn,
    slugs: { de: row.slugDe, en: row.slugEn },
    title: row.title[locale],
    location: row.location[locale],
    employment: row.employment[locale],
    summary: row.summary[locale],
    tasks: row.tasks[locale],
    profile: row.profile[locale],
    publishedOn: row.publishedOn,
  }
}

/** Every open position, in the careers page's order. */
export async function listJobOpenings(db: Reader): Promise<JobOpeningRow[]> {
  return db.select().from(jobOpenings).orderBy(asc(jobOpenings.position), asc(jobOpenings.key))
}

/**
 * The open position with this slug (either language); with `orKey`, also by its key (an
 * application may name it so). Undefined when no such position is open.
 */
export async function findJobOpening(
  db: Reader,
  slug: string,
  options: { orKey?: boolean } = {},
): Promise<JobOpeningRow | undefined> {
  const [row] = await db
    .select()
    .from(jobOpenings)
    .where(
      or(
        eq(jobOpenings.slugDe, slug),
        eq(jobOpenings.slugEn, slug),
        ...(options.orKey ? [eq(jobOpenings.key, slug)] : []),
      ),
    )
    .limit(1)
  return row
}

export interface StoredCv {
  storedName: string
  fileName: string
  contentType: string
  /** Already attached to an application or a ticket: an upload belongs to one of them. */
  taken: boolean
}

/**
 * The upload an application names as its CV, or undefined when there is none (never
 * uploaded, or swept because no form took it within the hour). With `lock`, its row stays
 * locked until the transaction ends: the orphan sweep waits for it and then sees the
 * application (forms/attachments.ts), and a second application naming the same upload waits
 * and then finds it taken. The lock comes first, so `taken` reads what committed before it.
 */
export async function findCv(
  db: Reader,
  attachmentId: string,
  options: { lock?: boolean } = {},
): Promise<StoredCv | undefined> {
  const query = db
    .select({
      storedName: attachments.storedName,
      fileName: attachments.originalName,
      contentType: attachments.contentType,
    })
    .from(attachments)
    .where(eq(attachments.id, attachmentId))
  const [file] = options.lock ? await query.for('update') : await query
  if (!file) return undefined
  const [application] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.attachmentId, attachmentId))
  const [ticket] = await db
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(eq(supportTickets.attachmentId, attachmentId))
  return { ...file, taken: application !== undefined || ticket !== undefined }
}

export type NewApplication = Omit<typeof applications.$inferInsert, 'id' | 'createdAt'>

/** Stores an application; returns its id. */
export async function insertApplication(db: Writer, values: NewApplication): Promise<string> {
  const [row] = await db.insert(applications).values(values).returning({ id: applications.id })
  return row!.id
}
