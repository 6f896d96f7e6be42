import { Imprint } from '../components/Legal/Imprint'
import type { SitePage } from '../components/Layout/layouts'
import { legalPageStaticProps, type LegalPageProps } from '../legal/static-props'

/** Rendered from its props alone (texts and the seller's details): no Apollo Client. */
const ImprintPage: SitePage<LegalPageProps> = ({ company }) => <Imprint company={company} />

export default ImprintPage
export const getStaticProps = legalPageStaticProps
