import type { AstroIntegration } from "astro"
import type { Plugin } from "vite"

/**
 * On the development server, a save in the editor reloads the site's pages
 * open in the browser but not the editor's: Astro asks every page to reload
 * when a collection changes, and the editor's page, reloaded while a save
 * with photos is still being answered, would open an empty form again as if
 * nothing had been saved. While the editor saves (and a moment after, while
 * the file watcher catches up), that reload becomes an event only the site's
 * pages act on; any other reload stays as Vite sends it.
 */
const EVENT = "content:changed"

/** How long after a save the reloads it causes may still come. */
const SETTLE_MS = 3000

/** Whether a message asks every page to reload (`full-reload` of `*`, or of no path). */
function reloadsEveryPage(payload: unknown) {
  if (typeof payload !== "object" || payload === null) return false
  const { type, path } = payload as { type?: string; path?: string }
  return type === "full-reload" && (path === undefined || path === "*")
}

const saveReloadAsEvent = (): Plugin => ({
  name: "save-reload-as-event",
  configureServer(server) {
    let saving = 0
    let savedAt = 0
    server.middlewares.use((request, response, next) => {
      if (request.url?.startsWith("/api/keystatic/update")) {
        saving++
        response.on("close", () => {
          saving--
          savedAt = Date.now()
        })
      }
      next()
    })
    const duringSave = () => saving > 0 || Date.now() - savedAt < SETTLE_MS
    for (const channel of new Set([
      server.ws,
      server.environments.client.hot,
    ])) {
      const send = channel.send.bind(channel) as (...args: unknown[]) => void
      channel.send = ((...args: unknown[]) =>
        send(
          ...(reloadsEveryPage(args[0]) && duringSave()
            ? [{ type: "custom", event: EVENT }]
            : args),
        )) as typeof channel.send
    }
  },
})

/** What `astro:config:setup` gives. */
type SetupOptions = Parameters<
  NonNullable<AstroIntegration["hooks"]["astro:config:setup"]>
>[0]

/** Sets the rule up on the development server. */
export function keepEditorOpen({ updateConfig, injectScript }: SetupOptions) {
  updateConfig({ vite: { plugins: [saveReloadAsEvent()] } })
  injectScript(
    "page",
    `import.meta.hot?.on(${JSON.stringify(EVENT)}, () => {
  if (!location.pathname.startsWith("/keystatic")) location.reload()
})`,
  )
}
