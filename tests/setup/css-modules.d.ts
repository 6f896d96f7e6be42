// Component tests import web components; Next's own declaration covers the web build.
declare module '*.module.css' {
  const classes: Record<string, string>
  export default classes
}
