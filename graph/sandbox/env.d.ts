// Stylesheets the bundle imports; esbuild writes them into the page's CSS file.
declare module '*.css'
