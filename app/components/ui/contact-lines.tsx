import { business } from "#app/config/business.ts"
import { useCommon } from "#app/hooks/use-common.ts"
import { cn } from "#app/lib/cn.ts"
import { Icon } from "./icon.tsx"

interface ContactLinesProps {
  readonly className?: string
}

/**
 * The phone number and e-mail address of the site configuration as tap-sized
 * links, named for screen readers.
 */
export function ContactLines({ className }: ContactLinesProps) {
  const { common } = useCommon()
  const lines = [
    {
      icon: "phone",
      label: common.contactCard.phone,
      value: business.phone.value.display,
      href: business.phone.value.href,
    },
    {
      icon: "mail",
      label: common.contactCard.email,
      value: business.email.value,
      href: `mailto:${business.email.value}`,
    },
  ] as const
  return (
    <ul className={cn("space-y-1", className)}>
      {lines.map((line) => (
        <li key={line.href}>
          <a
            href={line.href}
            className="inline-flex min-h-11 items-center gap-3 font-semibold text-ink hover:underline"
          >
            <Icon name={line.icon} className="size-5 shrink-0 text-accent" />
            <span className="sr-only">{line.label}</span>
            {line.value}
          </a>
        </li>
      ))}
    </ul>
  )
}
