import type { ComponentProps } from "react"
import { useHydrated } from "#app/hooks/use-hydrated.ts"
import { ExternalLink } from "./external-link.tsx"

interface FacadeLinkProps extends Omit<
  ComponentProps<"a">,
  "href" | "target" | "rel" | "onClick"
> {
  /** Where the content is on its own site: followed in a new tab before hydration. */
  readonly href: string
  /** Loads the content in place, once script runs. */
  readonly onOpen: () => void
}

/**
 * The link a click-to-load facade is made of: in the HTML it opens the video
 * or the map on its own site in a new tab, and says so; once hydrated, the
 * click loads it in place.
 */
export function FacadeLink({ href, onOpen, ...rest }: FacadeLinkProps) {
  const isHydrated = useHydrated()
  return (
    <ExternalLink
      href={href}
      opensHere={isHydrated}
      onClick={(event) => {
        event.preventDefault()
        onOpen()
      }}
      {...rest}
    />
  )
}
