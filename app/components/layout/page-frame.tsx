import type { ComponentType } from "react"
import { drawsIconsInPage } from "#app/config/pages.ts"
import { FrameContext, type FrameData } from "#app/hooks/use-common.ts"
import {
  IconSymbolsContext,
  type IconSource,
} from "#app/components/ui/icon-symbols.tsx"

/** Icons written into the page, drawn at the first paint (icon-symbols.tsx). */
export const inPage = (frame: FrameData): IconSource => ({
  written: frame.iconSymbols,
})

/**
 * Icons below the first screen: drawn from the site's sprite file
 * (icon-sprite.tsx), or from the page where the page table says so (`icons`).
 */
export const belowFirstScreen = (frame: FrameData): IconSource =>
  drawsIconsInPage(frame.pageId) ? inPage(frame) : { sprite: frame.iconSprite }

/**
 * `framed`, for what a page writes inside an island, which a section may
 * place more than once: no drawing with an id, which would repeat.
 */
export function inIsland<const T extends readonly ComponentType<never>[]>(
  frame: FrameData,
  ...components: T
): T {
  const icons = drawsIconsInPage(frame.pageId)
    ? ({ inline: true } as const)
    : belowFirstScreen(frame)
  return withFrame(frame, icons, components)
}

function withFrame<const T extends readonly ComponentType<never>[]>(
  frame: FrameData,
  icons: IconSource,
  components: T,
): T {
  return components.map((Component) => {
    const Drawn = Component as unknown as ComponentType<object>
    const Framed = (props: object) => (
      <FrameContext value={frame}>
        <IconSymbolsContext value={icons}>
          <Drawn {...props} />
        </IconSymbolsContext>
      </FrameContext>
    )
    Framed.displayName = `Framed(${Component.displayName ?? Component.name})`
    return Framed
  }) as unknown as T
}

/**
 * Each React component an Astro page places is rendered as a tree of its
 * own, so the frame's data reaches it only when given: `framed(frame, A, B)`
 * returns A and B with the page's frame around them, taking the same props
 * as before. Their icons draw from the site's sprite file, or from the page
 * on the pages that draw every icon themselves (`icons` in config/pages.ts).
 */
export function framed<const T extends readonly ComponentType<never>[]>(
  frame: FrameData,
  ...components: T
): T {
  return withFrame(frame, belowFirstScreen(frame), components)
}

/**
 * `framed`, for what a page shows on its first screen (its hero): their icons,
 * like the header's, are written into the page, so they draw at the first
 * paint rather than when the sprite file arrives.
 */
export function firstScreen<const T extends readonly ComponentType<never>[]>(
  frame: FrameData,
  ...components: T
): T {
  return withFrame(frame, inPage(frame), components)
}
