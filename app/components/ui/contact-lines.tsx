import { Mail, Phone } from "lucide-react"
import { site } from "#app/config/site.ts"
import { cn } from "#app/lib/cn.ts"

interface ContactLinesProps {
  /** Said to screen readers before the number and the address. */
  readonly phoneLabel: string
  readonly emailLabel: string
  /** Classes of each link (colours for light or dark backgrounds). */
  readonly linkClassName?: string
  /** Colour class of the icons, in the page's accent. */
  readonly iconClassName?: string
  readonly className?: string
}

/** The phone number and e-mail address of the site configuration as tap-sized links. */
export function ContactLines({
  phoneLabel,
  emailLabel,
  linkClassName = "text-ink hover:underline",
  iconClassName = "text-brand",
  className,
}: ContactLinesProps) {
  const lines = [
    {
      icon: Phone,
      label: phoneLabel,
      value: site.phone.value.display,
      href: site.phone.value.href,
    },
    {
      icon: Mail,
      label: emailLabel,
      value: site.email.value,
      href: `mailto:${site.email.value}`,
    },
  ]
  return (
    <ul className={className}>
      {lines.map((line) => (
        <li key={line.href}>
          <a
            href={line.href}
            className={cn(
              "inline-flex min-h-11 items-center gap-3 font-medium",
              linkClassName,
            )}
          >
            <line.icon
              className={cn("size-5 shrink-0", iconClassName)}
              aria-hidden="true"
            />
            <span className="sr-only">{line.label}</span>
            {line.value}
          </a>
        </li>
      ))}
    </ul>
  )
}
