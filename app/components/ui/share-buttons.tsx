import type { ReactNode } from "react"
import { business } from "#app/config/business.ts"
import { useCommon } from "#app/hooks/use-common.ts"
import { cn } from "#app/lib/cn.ts"
import { fill } from "#app/lib/i18n.ts"
import { shareItemClassName, shareItemColours } from "./copy-link-button.tsx"
import { ExternalLink } from "./external-link.tsx"
import { Icon } from "./icon.tsx"

export type ShareNetwork = "x" | "facebook" | "linkedin" | "whatsapp"

/**
 * A page's share text: the language's template ('Descubre {title}:
 * {description}') filled with the page's name, as its content gives it in
 * the language's grammar ("les agents d'IA pour concessionnaires"), and its
 * description.
 */
export function shareText(
  template: string,
  name: string,
  description: string,
): string {
  return fill(template, { title: name, description })
}

/** The address each network's share window opens, with the page URL and the share text. */
export function shareUrl(
  network: ShareNetwork,
  url: string,
  text: string,
): string {
  const endpoints = business.share.value
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

interface ShareButtonsProps {
  /** The page's public address (its canonical URL). */
  readonly url: string
  /** What the networks' windows say before the address (`shareText`). */
  readonly text: string
  readonly networks: readonly ShareNetwork[]
  /** Copy Link, the page's CopyLinkButton island, last in the list. */
  readonly copyLink?: ReactNode
  readonly className?: string
  readonly buttonClassName?: string
}

/**
 * Links that open each network's share window in a new tab (plain HTML), and
 * 'Copy Link', which needs script: its item keeps its place, unseen, until
 * its island (copy-link-button.tsx) shows it.
 */
export function ShareButtons({
  url,
  text,
  networks,
  copyLink,
  className,
  buttonClassName = shareItemColours,
}: ShareButtonsProps) {
  const { common } = useCommon()
  const itemClass = cn(shareItemClassName, buttonClassName)

  return (
    <ul className={cn("flex flex-wrap gap-3", className)}>
      {networks.map((network) => {
        const name = common.share.networks[network]
        return (
          <li key={network}>
            <ExternalLink
              href={shareUrl(network, url, text)}
              className={itemClass}
              aria-label={fill(common.share.shareOn, { network: name })}
              data-network={network}
            >
              <Icon name={network} className="size-4" />
              {name}
            </ExternalLink>
          </li>
        )
      })}
      {copyLink ? <li className="invisible">{copyLink}</li> : null}
    </ul>
  )
}
