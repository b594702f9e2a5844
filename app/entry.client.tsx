/**
 * The browser's entry, kept to a few bytes: it asks for the page's script
 * (app/hydrate.tsx: React, the frame and the page's view) only once the
 * page has painted its text. Requested earlier, that script would share a
 * slow connection with the stylesheet and the web font, and hold the first
 * paint back; every control works as plain HTML until it has run. Text
 * waits a moment for the web font (`font-display: optional`), so the entry
 * waits for the fonts to settle, then two animation frames: the first runs
 * as the frame is produced, the second once it is shown. (A tab opened in
 * the background hydrates when it is first shown.)
 * See docs/decisions/0009-hydration-without-the-router.md.
 */
function afterFirstPaint(run: () => void) {
  void document.fonts.ready.then(() =>
    requestAnimationFrame(() => requestAnimationFrame(run)),
  )
}

if (import.meta.env.DEV) {
  void import("./hydrate.tsx").then((m) => m.hydrateDocument())
} else {
  afterFirstPaint(
    () => void import("./hydrate.tsx").then((m) => m.hydratePage()),
  )
}
