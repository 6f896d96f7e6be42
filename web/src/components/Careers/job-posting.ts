import type { JobOpeningView_JobFragment } from '../../__generated__/graphql'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * schema.org JobPosting of a position's page, for search engines' job listings. The office is
 * in Leipzig; a position whose location says "remote" may also be done from anywhere in
 * Germany. Applications go through the page itself (`directApply`). No `employmentType`: the
 * position says it in words ("Vollzeit oder Teilzeit (ab 30 Stunden)"), which search engines'
 * list of values (FULL_TIME, …) does not hold.
 */
export function jobPostingJsonLd(
  siteUrl: string,
  job: JobOpeningView_JobFragment,
  url: string,
  labels: { tasks: string; profile: string },
) {
  const list = (items: readonly string[]) =>
    `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: [
      `<p>${escapeHtml(job.summary)}</p>`,
      `<p><strong>${escapeHtml(labels.tasks)}</strong></p>`,
      list(job.tasks),
      `<p><strong>${escapeHtml(labels.profile)}</strong></p>`,
      list(job.profile),
    ].join(''),
    datePosted: job.publishedOn,
    url: `${siteUrl}${url}`,
    directApply: true,
    hiringOrganization: {
      '@type': 'Organization',
      name: 'Schaufenster Software GmbH',
      sameAs: `${siteUrl}/`,
    },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Leipzig', addressCountry: 'DE' },
    },
    ...(/remote/i.test(job.location)
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'DE' },
        }
      : {}),
  }
}
