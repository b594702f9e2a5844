import type { ClientDirective } from "astro"

/**
 * What a visitor does on reaching for a control: focusing it, touching it or
 * pressing a pointer on it.
 */
const REACHING = ["focusin", "pointerdown", "touchstart"] as const

/**
 * `client:interaction`: an island that only answers what the visitor does
 * with it hydrates on the first focus, touch or pointer press inside it,
 * not when it is shown; until then its HTML works alone.
 */
const interaction: ClientDirective = (load, _options, el) => {
  const hydrate = async () => {
    for (const type of REACHING) el.removeEventListener(type, hydrate)
    await (
      await load()
    )()
  }
  for (const type of REACHING)
    el.addEventListener(type, hydrate, { once: true, passive: true })
}

export default interaction
