import type { ReactNode } from "react"
import { business } from "#app/config/business.ts"
import { Card } from "#app/components/ui/card.tsx"
import { Icon, type IconName } from "#app/components/ui/icon.tsx"
import { useCommon } from "#app/hooks/use-common.ts"
import { cn } from "#app/lib/cn.ts"

interface ContactCardProps {
  readonly title: string
}

/** Postal address, phone, e-mail and opening hours, from the site configuration. */
export function ContactCard({ title }: ContactCardProps) {
  const { common } = useCommon()
  const { contactCard: labels, hours } = common
  const address = business.address.value
  const locality = `${address.postalCode} ${address.locality} (${address.region}), ${labels.country}`

  return (
    <Card isRaised padding="lg">
      <h3 className="text-lg font-bold text-ink">{title}</h3>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <Detail
          icon="mapPin"
          label={labels.address}
          className="sm:col-span-2 lg:col-span-1 xl:col-span-2"
        >
          <address className="not-italic">
            {address.street}
            <br />
            {locality}
          </address>
        </Detail>
        <Detail icon="phone" label={labels.phone}>
          <a
            href={business.phone.value.href}
            className="inline-flex min-h-11 items-center font-semibold text-accent-strong hover:underline"
          >
            {business.phone.value.display}
          </a>
        </Detail>
        <Detail icon="mail" label={labels.email}>
          <a
            href={`mailto:${business.email.value}`}
            className="inline-flex min-h-11 items-center font-semibold break-words text-accent-strong hover:underline"
          >
            {business.email.value}
          </a>
        </Detail>
        <Detail
          icon="clock"
          label={hours.label}
          className="sm:col-span-2 lg:col-span-1 xl:col-span-2"
        >
          {hours.weekdays}
        </Detail>
      </ul>
    </Card>
  )
}

interface DetailProps {
  readonly icon: IconName
  readonly label: string
  readonly children: ReactNode
  readonly className?: string
}

function Detail({ icon, label, children, className }: DetailProps) {
  return (
    <li className={cn("flex gap-4", className)}>
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-strong">
        <Icon name={icon} className="size-5" />
      </span>
      <div>
        <p className="text-sm font-semibold text-slate-600">{label}</p>
        <div className="mt-0.5 leading-snug text-ink">{children}</div>
      </div>
    </li>
  )
}
