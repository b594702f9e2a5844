/**
 * What every page's frame does once its script runs, as one module: the
 * menus, the shared header's look on scroll, the chat and the footer year.
 * Each part finds its own markup and does nothing without it; every control
 * works as HTML before this runs.
 */
import "./menus.ts"
import "./header.ts"
import "./chat.ts"
import "./current-year.ts"
