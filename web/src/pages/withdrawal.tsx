import { Withdrawal } from '../components/Legal/Withdrawal'
import type { SitePage } from '../components/Layout/layouts'
import { legalPageStaticProps, type LegalPageProps } from '../legal/static-props'

/** Rendered from its props alone (texts and the seller's details): no Apollo Client. */
const WithdrawalPage: SitePage<LegalPageProps> = ({ company }) => <Withdrawal company={company} />

export default WithdrawalPage
export const getStaticProps = legalPageStaticProps
