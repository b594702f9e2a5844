import type { KitDigitalContent } from "#app/content/kit-digital/types.ts"
import { SectionHeading } from "#app/components/ui/section-heading.tsx"
import { cn } from "#app/lib/cn.ts"
import { kitProgrammeIcons } from "./kit-digital-icons.ts"

interface KitProgrammeSectionProps {
  readonly content: KitDigitalContent["programme"]
  readonly className?: string
}

/** What the grant programme is, beside three facts about it. */
export function KitProgrammeSection({
  content,
  className,
}: KitProgrammeSectionProps) {
  return (
    <section
      id="programa"
      aria-labelledby="programa-title"
      className={cn("section-y", className)}
    >
      <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-center lg:gap-16">
        <SectionHeading
          id="programa-title"
          content={content.intro}
          align="left"
        />
        <ul className="space-y-4">
          {content.facts.map((fact) => {
            const Icon = kitProgrammeIcons[fact.icon]
            return (
              <li
                key={fact.title}
                data-reveal
                className="flex gap-4 rounded-card border border-slate-200 bg-white p-5 shadow-raised sm:p-6"
              >
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-grant/25 text-brand-deep">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-ink">
                    {fact.title}
                  </h3>
                  <p className="mt-1 leading-relaxed text-slate-600">
                    {fact.description}
                  </p>
                </div>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
