/**
 * The development server's entry: it hydrates the whole document with React
 * Router (`hydrateDocument` in app/hydrate.tsx). Prerendered pages never load
 * it: each carries a few bytes of inline script that start `hydratePage` from
 * app/hydrate.tsx once the page has painted (`hydrationLoader` in
 * app/lib/page-data.ts). The production branch below is what makes the build
 * keep `hydratePage` and the views it loads.
 * See docs/decisions/0009-hydration-without-the-router.md.
 */
void import("./hydrate.tsx").then((m) =>
  import.meta.env.DEV ? m.hydrateDocument() : m.hydratePage(),
)
