import { CircleCheck, Info } from "lucide-react"
import type { KitDigitalContent } from "#app/content/kit-digital/types.ts"
import { SectionHeading } from "#app/components/ui/section-heading.tsx"
import { cn } from "#app/lib/cn.ts"

interface KitEligibilitySectionProps {
  readonly content: KitDigitalContent["eligibility"]
  readonly className?: string
}

/** Who may apply: the programme's main requirements. */
export function KitEligibilitySection({
  content,
  className,
}: KitEligibilitySectionProps) {
  return (
    <section
      id="requisitos"
      aria-labelledby="requisitos-title"
      className={cn("bg-sky section-y", className)}
    >
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.2fr] lg:gap-16">
        <SectionHeading
          id="requisitos-title"
          content={content.intro}
          align="left"
        />
        <div
          data-reveal
          className="rounded-card border border-slate-200 bg-white p-6 shadow-raised sm:p-8"
        >
          <h3 className="text-lg font-semibold text-ink">
            {content.listTitle}
          </h3>
          <ul className="mt-5 space-y-4" data-testid="kit-requirements">
            {content.requirements.map((requirement) => (
              <li key={requirement} className="flex gap-3 text-slate-700">
                <CircleCheck
                  className="mt-0.5 size-5 shrink-0 text-brand"
                  aria-hidden="true"
                />
                {requirement}
              </li>
            ))}
          </ul>
          <p className="mt-6 flex gap-3 rounded-xl bg-grant/20 p-4 text-sm font-medium text-ink">
            <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            {content.note}
          </p>
        </div>
      </div>
    </section>
  )
}
