import { createContentPage } from '../components/ContentPage/ContentPage'
import { contentPageStaticProps } from '../routing/static-props'

export default createContentPage('pressDownloads', 'press')
export const getStaticProps = contentPageStaticProps
