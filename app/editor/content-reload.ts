import type { AstroIntegration } from "astro"
import type { Plugin } from "vite"

/**
 * On the development server, a saved content file reloads the site's pages
 * open in the browser but never the editor's: Astro asks every page to
 * reload when a collection changes, and the editor's page, reloaded while a
 * save with photos is still being answered, would open an empty form again
 * as if nothing had been saved. The reload becomes an event that only the
 * site's pages act on.
 */
const EVENT = "content:changed"

/** Whether a message asks every page to reload (`full-reload` of `*`, or of no path). */
function reloadsEveryPage(payload: unknown) {
  if (typeof payload !== "object" || payload === null) return false
  const { type, path } = payload as { type?: string; path?: string }
  return type === "full-reload" && (path === undefined || path === "*")
}

/** Astro's "reload every page", sent on either channel to the browser, as the event. */
const contentReloadAsEvent = (): Plugin => ({
  name: "content-reload-as-event",
  configureServer(server) {
    for (const channel of new Set([
      server.ws,
      server.environments.client.hot,
    ])) {
      const send = channel.send.bind(channel) as (...args: unknown[]) => void
      channel.send = ((...args: unknown[]) =>
        send(
          ...(reloadsEveryPage(args[0])
            ? [{ type: "custom", event: EVENT }]
            : args),
        )) as typeof channel.send
    }
  },
})

/** What `astro:config:setup` gives: the parts used here. */
type SetupOptions = Parameters<
  NonNullable<AstroIntegration["hooks"]["astro:config:setup"]>
>[0]

/** Sets the rule up on the development server. */
export function keepEditorOpen({ updateConfig, injectScript }: SetupOptions) {
  updateConfig({ vite: { plugins: [contentReloadAsEvent()] } })
  injectScript(
    "page",
    `import.meta.hot?.on(${JSON.stringify(EVENT)}, () => {
  if (!location.pathname.startsWith("/keystatic")) location.reload()
})`,
  )
}
