/**
 * Icons are `<svg><use href="#icon-<id>"></svg>`, drawn from `<symbol>`s in
 * the page itself: after the build, each page carries the symbols of the
 * icons it shows in one hidden `<svg id="icon-sheet">` after its content
 * (scripts/build/icon-sheet.ts), so they paint with the text and cost no
 * request. The prefix keeps the symbols' ids apart from the page's
 * anchors.
 */
export const ICON_SHEET_ID = "icon-sheet"

export const symbolId = (id: string) => `icon-${id}`
