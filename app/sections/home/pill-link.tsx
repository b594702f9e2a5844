import { ArrowRight, ArrowUpRight } from "lucide-react"
import type { Locale } from "#app/config/locales.ts"
import type { CallToAction } from "#app/content/common/blocks.ts"
import { AppLink } from "#app/components/ui/app-link.tsx"
import { cn } from "#app/lib/cn.ts"

const tones = {
  brand: "bg-brand text-white shadow-sm hover:bg-brand-deep",
  teal: "bg-teal-deep text-white shadow-sm hover:bg-[#075a51]",
  tealOutline: "text-teal-deep ring-1 ring-teal-deep/40 hover:bg-teal/10",
  lightOutline: "text-white ring-1 ring-white/40 hover:bg-white/10",
} as const

interface PillLinkProps {
  readonly link: CallToAction
  readonly locale: Locale
  readonly tone: keyof typeof tones
  /** Said to screen readers after links that open a new tab. */
  readonly newTabLabel?: string
  /** Arrow after the label: into the page, or out to another site. */
  readonly arrow?: "next" | "external"
  readonly className?: string
}

/** A call to action as a rounded button, at least 48 px tall. */
export function PillLink({
  link,
  locale,
  tone,
  newTabLabel,
  arrow,
  className,
}: PillLinkProps) {
  const Arrow = arrow === "external" ? ArrowUpRight : ArrowRight
  return (
    <AppLink
      to={link.to}
      locale={locale}
      newTabLabel={newTabLabel}
      className={cn(
        "inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-7 font-semibold transition-colors",
        tones[tone],
        className,
      )}
    >
      {link.label}
      {arrow ? <Arrow className="size-4" aria-hidden="true" /> : null}
    </AppLink>
  )
}
