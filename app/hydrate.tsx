import { startTransition, type ComponentType } from "react"
import { hydrateRoot } from "react-dom/client"
import { PageFrame } from "./components/layout/page-frame.tsx"
import { APP_ID, PAGE_DATA_ID, type PageData } from "./lib/page-data.ts"

/**
 * Hydration, started by the page's inline loader (`hydrationLoader` in
 * app/lib/page-data.ts) once the page has painted. A prerendered page
 * hydrates in a root of its own (`#app`), from its JSON data block: React
 * and the page's view, without React Router, whose client router a site of
 * prerendered pages linked by plain links has no use for. Only the development server, which renders
 * every request, hydrates the whole document with React Router as usual.
 * See docs/decisions/0009-hydration-without-the-router.md.
 */
type View = ComponentType<{ readonly loaderData: never }>

const views = import.meta.glob<{ default: View }>("./views/*.tsx")

export async function hydratePage() {
  const app = document.getElementById(APP_ID)
  const source = document.getElementById(PAGE_DATA_ID)
  if (!app || !source?.textContent) return
  const data = JSON.parse(source.textContent) as PageData
  const load = views[`./views/${data.view}.tsx`]
  if (!load) throw new Error(`No view "${data.view}" in app/views`)
  const { default: View } = await load()
  // As a transition, hydration yields to the browser between components
  // instead of holding the main thread for the whole page.
  startTransition(() => {
    hydrateRoot(
      app,
      <PageFrame frame={data.frame}>
        <View loaderData={data.loaderData as never} />
      </PageFrame>,
    )
  })
}

export async function hydrateDocument() {
  const { HydratedRouter } = await import("react-router/dom")
  startTransition(() => {
    hydrateRoot(document, <HydratedRouter />)
  })
}
