import type { CSSProperties } from "react"
import { SectionHeading } from "#app/components/ui/section-heading.tsx"
import type { Office365Content } from "#app/content/office-365/types.ts"
import { cn } from "#app/lib/cn.ts"
import { Office365Icon } from "./office-365-icon.tsx"

interface Office365TrustSectionProps {
  readonly content: Office365Content["trust"]
  readonly className?: string
}

/** Three badges: authorised distributor, certified partner support, infrastructure with the distributor. */
export function Office365TrustSection({
  content,
  className,
}: Office365TrustSectionProps) {
  return (
    <section
      id="garantias"
      aria-labelledby="garantias-title"
      className={cn("bg-white section-y", className)}
    >
      <div className="container-page">
        <SectionHeading
          id="garantias-title"
          content={content.intro}
          eyebrowClassName="text-office"
        />
        <ul className="mt-12 grid gap-5 lg:grid-cols-3">
          {content.badges.map((badge, index) => (
            <li
              key={badge.title}
              data-reveal
              data-testid="trust-badge"
              style={{ "--reveal-delay": `${index * 0.1}s` } as CSSProperties}
              className="flex flex-col items-center rounded-card border border-slate-200 bg-white p-6 text-center shadow-raised sm:flex-row sm:items-start sm:gap-6 sm:p-8 sm:text-left lg:flex-col lg:items-center lg:gap-0 lg:text-center"
            >
              <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-office text-white ring-8 ring-office/10">
                <Office365Icon name={badge.icon} className="size-7" />
              </span>
              <div>
                <h3 className="mt-6 text-lg font-semibold text-ink sm:mt-1 lg:mt-6">
                  {badge.title}
                </h3>
                <p className="mt-2 max-w-[36ch] leading-relaxed text-slate-600 sm:max-w-none lg:max-w-[36ch]">
                  {badge.text}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
