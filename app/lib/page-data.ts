import type { FrameData } from "#app/hooks/use-common.ts"

/**
 * What a prerendered page hands to its script (app/entry.client.tsx): which
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
