// The storefront's components import CSS modules; Next declares these for web/, this
// declares them for the tests that render those components.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>
  export default classes
}
