import type { SitePage } from '../components/Layout/layouts'
import { PressDownloads } from '../components/Press/PressDownloads'
import type { PressDownloadsPageProps } from '../components/Press/press-props'
import { pressDownloadsStaticProps } from '../components/Press/press-props'

/** The press kits, logos and contact (issue 24, point 4): from its props alone, no Apollo Client. */
const PressDownloadsPage: SitePage<PressDownloadsPageProps> = ({ content, kits }) => (
  <PressDownloads content={content} kits={kits} />
)

PressDownloadsPage.layout = 'press'

export default PressDownloadsPage
export const getStaticProps = pressDownloadsStaticProps
