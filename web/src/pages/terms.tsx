import { Terms } from '../components/Legal/Terms'
import type { SitePage } from '../components/Layout/layouts'
import { legalPageStaticProps, type LegalPageProps } from '../legal/static-props'

/** Rendered from its props alone (texts and the seller's details): no Apollo Client. */
const TermsPage: SitePage<LegalPageProps> = ({ company }) => <Terms company={company} />

export default TermsPage
export const getStaticProps = legalPageStaticProps
