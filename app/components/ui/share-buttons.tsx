import type { ComponentType, SVGProps } from "react"
import { site } from "#app/config/site.ts"
import { useCommon } from "#app/hooks/use-common.ts"
import { cn } from "#app/lib/cn.ts"
import { fill } from "#app/lib/i18n.ts"
import {
  FacebookIcon,
  LinkedinIcon,
  WhatsappIcon,
  XIcon,
} from "./brand-icons.tsx"
import { ExternalLink } from "./external-link.tsx"
import { Icon } from "#app/components/ui/icon.tsx"

export type ShareNetwork = "x" | "facebook" | "linkedin" | "whatsapp"

/** The address each network's share window opens, with the page URL and the share text. */
export function shareUrl(
  network: ShareNetwork,
  url: string,
  text: string,
): string {
  const endpoints = site.share.value
  switch (network) {
    case "x":
      return `${endpoints.x}?${new URLSearchParams({ text, url })}`
    case "facebook":
      return `${endpoints.facebook}?${new URLSearchParams({ u: url, quote: text })}`
    case "linkedin":
      return `${endpoints.linkedin}?${new URLSearchParams({ url })}`
    case "whatsapp":
      return `${endpoints.whatsapp}?${new URLSearchParams({ text: `${text} ${url}` })}`
  }
}

const icons: Record<ShareNetwork, ComponentType<SVGProps<SVGSVGElement>>> = {
  x: XIcon,
  facebook: FacebookIcon,
  linkedin: LinkedinIcon,
  whatsapp: WhatsappIcon,
}

interface ShareButtonsProps {
  /** The page's public address (its canonical URL). */
  readonly url: string
  /** Page title and description, filled into the share template ('Descubre {title}: {description}'). */
  readonly title: string
  readonly description: string
  /** Replaces the template, e.g. the WhatsApp text of the clinic pages. */
  readonly text?: string
  readonly networks: readonly ShareNetwork[]
  readonly hasCopyLink?: boolean
  readonly className?: string
  readonly buttonClassName?: string
}

/**
 * Links that open each network's share window in a new tab (plain HTML), and
 * 'Copy Link', which needs script: its item keeps its place, unseen, until
 * app/scripts/share.ts shows it and makes it copy the address, the button
 * saying so for a moment in the words of its `data-copied`.
 */
export function ShareButtons({
  url,
  title,
  description,
  text,
  networks,
  hasCopyLink = false,
  className,
  buttonClassName = "border-slate-300 bg-white text-ink hover:border-brand hover:text-brand",
}: ShareButtonsProps) {
  const { common } = useCommon()
  const shareText = text ?? fill(common.share.template, { title, description })
  const itemClass = cn(
    "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors",
    buttonClassName,
  )

  return (
    <ul className={cn("flex flex-wrap gap-3", className)}>
      {networks.map((network) => {
        const Brand = icons[network]
        const name = common.share.networks[network]
        return (
          <li key={network}>
            <ExternalLink
              href={shareUrl(network, url, shareText)}
              className={itemClass}
              aria-label={fill(common.share.shareOn, { network: name })}
              data-network={network}
            >
              <Brand className="size-4" aria-hidden="true" />
              {name}
            </ExternalLink>
          </li>
        )
      })}
      {hasCopyLink ? (
        <li className="invisible">
          <button
            type="button"
            className={itemClass}
            data-share-copy
            data-copied={common.share.copied}
          >
            <Icon name="link" className="size-4" aria-hidden="true" />
            {common.share.copyLink}
          </button>
        </li>
      ) : null}
    </ul>
  )
}
