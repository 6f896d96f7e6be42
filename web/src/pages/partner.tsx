import { createContentPage } from '../components/ContentPage/ContentPage'
import { PartnerProgrammes } from '../components/Partner/PartnerProgrammes'
import { contentPageStaticProps } from '../routing/static-props'

// The partner page's blocks from the hub, then the four programmes, each with its way to
// apply (issue 24.5).
export default createContentPage('/partner', { after: PartnerProgrammes })
export const getStaticProps = contentPageStaticProps('/partner', ['careers'])
