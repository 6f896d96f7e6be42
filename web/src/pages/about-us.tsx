import { aboutPageStaticProps, type AboutPageProps } from '../components/Careers/about-page-props'
import { OpenPositions } from '../components/Careers/OpenPositions'
import { createContentPage } from '../components/ContentPage/ContentPage'

const AboutContent = createContentPage('/about-us')

/** The company, its pictures and careers from the hub, then the open positions (issue 24.5). */
function AboutUsPage(props: AboutPageProps) {
  return (
    <>
      <AboutContent {...props} />
      <OpenPositions jobs={props.jobOpenings} />
    </>
  )
}
AboutUsPage.layout = AboutContent.layout

export default AboutUsPage
export const getStaticProps = aboutPageStaticProps
