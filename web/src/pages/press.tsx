import { createContentPage } from '../components/ContentPage/ContentPage'
import { contentPageStaticProps } from '../routing/static-props'

export default createContentPage('/press', { layout: 'press' })
export const getStaticProps = contentPageStaticProps('/press')
