import { PrivacyPolicy } from '../components/Legal/PrivacyPolicy'
import type { SitePage } from '../components/Layout/layouts'
import { legalPageStaticProps, type LegalPageProps } from '../legal/static-props'

/** Rendered from its props alone (texts and the seller's details): no Apollo Client. */
const PrivacyPolicyPage: SitePage<LegalPageProps> = ({ company }) => (
  <PrivacyPolicy company={company} />
)

export default PrivacyPolicyPage
export const getStaticProps = legalPageStaticProps
