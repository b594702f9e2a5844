import type { FrameData } from "#app/hooks/use-common.ts"
import type { CopyLinkButtonProps } from "./copy-link-button.tsx"
import { spriteHref } from "./icon.tsx"

/**
 * What the small islands of a page need, and nothing else, computed at build
 * from the page's frame; Astro writes them into the page as props.
 */
export function copyLinkProps({
  common,
  iconSprite,
}: FrameData): CopyLinkButtonProps {
  return { copied: common.share.copied, icon: spriteHref(iconSprite, "link") }
}
