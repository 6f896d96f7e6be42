import type { SitePage } from '../components/Layout/layouts'
import { PressOverview } from '../components/Press/PressOverview'
import type { PressPageProps } from '../components/Press/press-props'
import { pressPageStaticProps } from '../components/Press/press-props'

/** The press page (issue 24, point 4): rendered from its props alone, no Apollo Client. */
const PressPage: SitePage<PressPageProps> = ({ content, releases }) => (
  <PressOverview content={content} releases={releases} />
)

PressPage.layout = 'press'

export default PressPage
export const getStaticProps = pressPageStaticProps
