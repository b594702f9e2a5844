import { business } from "#app/config/business.ts"
import type { SupportBlock } from "#app/schemas/tutorials.ts"
import { Card } from "#app/components/ui/card.tsx"
import { Icon, type IconName } from "#app/components/ui/icon.tsx"
import { useCommon } from "#app/hooks/use-common.ts"
import { cn } from "#app/lib/cn.ts"

interface HelpSupportSectionProps {
  readonly id: string
  readonly content: SupportBlock
  readonly className?: string
}

const itemClass =
  "flex min-h-16 items-center gap-4 rounded-xl bg-white p-4 ring-1 ring-slate-200 print:p-2 print:ring-0"

/** How to reach a person: phone, e-mail and opening hours from the site configuration. */
export function HelpSupportSection({
  id,
  content,
  className,
}: HelpSupportSectionProps) {
  const { common: labels } = useCommon()
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      data-testid="support"
      className={cn("container-page py-14 sm:py-18 print:py-4", className)}
    >
      <Card
        tone="slate"
        padding="none"
        data-reveal
        className="grid gap-8 p-6 sm:p-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] lg:items-center print:border-slate-400 print:bg-transparent print:p-4"
      >
        <div>
          <Icon name="lifeBuoy" className="size-8 text-accent print:hidden" />
          <h2
            id={`${id}-title`}
            className="mt-4 text-2xl font-bold text-balance text-ink print:mt-0 print:text-black"
          >
            {content.title}
          </h2>
          <p className="mt-3 max-w-[60ch] leading-relaxed text-slate-700 print:text-black">
            {content.lead}
          </p>
        </div>
        <ul className="grid gap-3 print:gap-1">
          <SupportItem
            icon="phone"
            label={labels.contactCard.phone}
            value={business.phone.value.display}
            href={business.phone.value.href}
          />
          <SupportItem
            icon="mail"
            label={labels.contactCard.email}
            value={business.email.value}
            href={`mailto:${business.email.value}`}
          />
          <SupportItem
            icon="clock"
            label={labels.hours.label}
            value={labels.hours.weekdays}
          />
        </ul>
      </Card>
    </section>
  )
}

interface SupportItemProps {
  readonly icon: IconName
  readonly label: string
  readonly value: string
  readonly href?: string
}

function SupportItem({ icon, label, value, href }: SupportItemProps) {
  const body = (
    <>
      <Icon
        name={icon}
        className="size-5 shrink-0 text-accent print:text-black"
      />
      <span className="min-w-0">
        <span className="block text-sm text-slate-600 print:text-black">
          {label}
        </span>
        <span className="block font-semibold break-words text-ink print:text-black">
          {value}
        </span>
      </span>
    </>
  )
  return (
    <li>
      {href ? (
        <a
          href={href}
          className={cn(
            itemClass,
            "transition-shadow hover:ring-2 hover:ring-accent",
          )}
        >
          {body}
        </a>
      ) : (
        <div className={itemClass}>{body}</div>
      )}
    </li>
  )
}
