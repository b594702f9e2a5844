import type { FrameData } from "#app/hooks/use-common.ts"
import type { CarouselButtonsProps } from "./carousel-buttons.tsx"
import type { CopyLinkButtonProps } from "./copy-link-button.tsx"

/**
 * What the small islands of a page need, and nothing else, computed at build
 * from the page's frame; Astro writes them into the page as props.
 */
export function carouselButtonsProps({
  common,
}: FrameData): CarouselButtonsProps {
  const { previous, next } = common.carousel
  return { labels: { previous, next } }
}

export function copyLinkProps({ common }: FrameData): CopyLinkButtonProps {
  const { copyLink, copied } = common.share
  return { labels: { copyLink, copied } }
}
