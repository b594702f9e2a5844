import type { FrameData } from "#app/hooks/use-common.ts"

/**
 * What a prerendered page hands to its script (app/hydrate.tsx): which
 * view to load, the frame's data and the page's own. It travels as a JSON
 * data block, which the browser never runs.
 */
export interface PageData {
  /** The page's module in app/views/, by file name: "home" for app/views/home.tsx. */
  readonly view: string
  readonly frame: FrameData
  readonly loaderData: unknown
}

/** The element the page hydrates into, and the data block beside it. */
export const APP_ID = "app"
export const PAGE_DATA_ID = "page-data"

/** The view of a route module: `routes/home.tsx` is drawn by `views/home.tsx`. */
export function viewOf(routeFile: string): string {
  return routeFile.replace(/^routes\//, "").replace(/\.tsx$/, "")
}

/**
 * JSON for a `<script type="application/json">`: every `<` is escaped, so no
 * text in the data can close the element or open a comment.
 */
export function pageDataJson(data: PageData): string {
  return JSON.stringify(data).replace(/</g, "\\u003c")
}

/**
 * The inline script that starts a prerendered page's script once the page has
 * painted its text (written into each hydrating page by
 * scripts/build/hydration-loader.ts). Requested earlier, that script would
 * share a slow connection with the stylesheet and the web font and hold the
 * first paint back; every control works as plain HTML until it has run.
 *
 * Text waits a moment for the web font (`font-display: optional`), so the
 * loader waits for the fonts to settle, then for the browser's report of a
 * largest paint inside `<main>` (the hero's heading or lead), or of any paint
 * made after the page was parsed (the loader is the last element of
 * `<body>`). A page that arrives or is parsed in parts can show its header
 * first, and an animation frame runs before its frame is shown, so neither
 * the first report nor two frames say that the hero is on screen. Where
 * browsers do not report the largest paint, two frames stand in; if no report
 * comes, three seconds do. Then the loader asks for all the page's modules
 * at once (`modulepreload`) and runs `hydratePage` from app/hydrate.tsx.
 * See docs/decisions/0009-hydration-without-the-router.md.
 */
export function hydrationLoader(
  hydrateModule: string,
  modules: readonly string[],
): string {
  const start = `()=>{for(const href of ${JSON.stringify(modules)}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}import(${JSON.stringify(hydrateModule)}).then(m=>m.hydratePage())}`
  return [
    `{const start=${start};const parsed=performance.now();`,
    `let started=false;const once=()=>{if(!started){started=true;start()}};`,
    `document.fonts.ready.then(()=>{`,
    `if(!PerformanceObserver.supportedEntryTypes.includes("largest-contentful-paint"))return requestAnimationFrame(()=>requestAnimationFrame(once));`,
    `new PerformanceObserver((list,observer)=>{if(list.getEntries().some(e=>e.startTime>=parsed||e.element?.closest("main"))){observer.disconnect();once()}}).observe({type:"largest-contentful-paint",buffered:true});`,
    `setTimeout(once,3000)})}`,
  ].join("")
}
