import { Check } from "lucide-react"
import type { CSSProperties } from "react"
import type { QuarryContent } from "#app/content/quarry/types.ts"
import { Card } from "#app/components/ui/card.tsx"
import { Icon } from "#app/components/ui/icon.tsx"
import { Section } from "#app/components/ui/section.tsx"

interface QuarryModulesSectionProps {
  readonly id: string
  readonly content: QuarryContent["modules"]
}

/**
 * The eight detailed modules, each a card in its own colour (a theme colour
 * named by the content, as `--module`) with its feature list.
 */
export function QuarryModulesSection({
  id,
  content,
}: QuarryModulesSectionProps) {
  return (
    <Section id={id} intro={content.intro} className="bg-stone-50">
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:mt-14 lg:grid-cols-4">
        {content.items.map((module, i) => {
          const style = {
            "--reveal-delay": `${(i % 4) * 0.1}s`,
            "--module": `var(--color-${module.colour})`,
          } as CSSProperties
          return (
            <Card
              as="li"
              isRaised
              padding="none"
              key={module.title}
              data-reveal
              data-testid="quarry-module"
              data-colour={module.colour}
              style={style}
              className="flex flex-col overflow-hidden"
            >
              <span aria-hidden="true" className="h-1.5 bg-(--module)" />
              <div className="flex flex-1 flex-col p-6">
                <div className="flex items-center gap-3">
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-(--module)/10 text-(--module)">
                    <Icon name={module.icon} className="size-5" />
                  </span>
                  <h3 className="text-lg leading-snug font-semibold text-ink">
                    {module.title}
                  </h3>
                </div>
                <p className="mt-4 text-slate-600">{module.summary}</p>
                <ul className="mt-4 space-y-2.5 border-t border-slate-100 pt-4 text-sm text-slate-700">
                  {module.features.map((feature) => (
                    <li key={feature} className="flex gap-2.5">
                      <Check
                        className="mt-0.5 size-4 shrink-0 text-(--module)"
                        aria-hidden="true"
                      />
                      {feature}
                    </li>
                  ))}
                </ul>
              </div>
            </Card>
          )
        })}
      </ul>
    </Section>
  )
}
