import type { CSSProperties } from "react"
import { SectionHeading } from "#app/components/ui/section-heading.tsx"
import type { Office365Content } from "#app/content/office-365/types.ts"
import { cn } from "#app/lib/cn.ts"
import { Office365Icon } from "./office-365-icon.tsx"

interface Office365BenefitsSectionProps {
  readonly content: Office365Content["benefits"]
  readonly className?: string
}

/** Grid placement of the five cards: three, then two centred under them. */
const placement = [
  "",
  "",
  "",
  "lg:col-start-2",
  "sm:col-span-2 lg:col-span-2",
] as const

/** The five benefits of Microsoft 365 itself. */
export function Office365BenefitsSection({
  content,
  className,
}: Office365BenefitsSectionProps) {
  return (
    <section
      id="beneficios"
      aria-labelledby="beneficios-title"
      className={cn("bg-white section-y", className)}
    >
      <div className="container-page">
        <SectionHeading
          id="beneficios-title"
          content={content.intro}
          eyebrowClassName="text-office"
        />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-6">
          {content.items.map((item, index) => (
            <li
              key={item.title}
              data-reveal
              data-testid="benefit-card"
              style={{ "--reveal-delay": `${index * 0.1}s` } as CSSProperties}
              className={cn(
                "flex gap-4 rounded-card border border-slate-200 bg-white p-5 shadow-raised sm:block sm:p-6 lg:col-span-2",
                placement[index],
              )}
            >
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-office/10 text-office sm:size-12">
                <Office365Icon name={item.icon} className="size-6" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-ink sm:mt-5">
                  {item.title}
                </h3>
                <p className="mt-2 leading-relaxed text-slate-600">
                  {item.text}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
