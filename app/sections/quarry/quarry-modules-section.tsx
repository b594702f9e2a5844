import type { CSSProperties } from "react"
import type { QuarryContent } from "#app/schemas/products.ts"
import { CheckList } from "#app/components/ui/check-list.tsx"
import { Icon } from "#app/components/ui/icon.tsx"
import { RevealList } from "#app/components/ui/reveal-list.tsx"
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
      <RevealList
        items={content.items}
        className="mt-12 grid gap-5 sm:grid-cols-2 lg:mt-14 lg:grid-cols-4"
        card={{ isRaised: true, padding: "none" }}
        itemClassName="flex flex-col overflow-hidden"
        itemTestId="quarry-module"
        stagger={4}
        itemProps={(module) => ({
          "data-colour": module.colour,
          style: {
            "--module": `var(--color-${module.colour})`,
          } as CSSProperties,
        })}
      >
        {(module) => (
          <>
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
              <CheckList
                items={module.features}
                className="mt-4 border-t border-slate-100 pt-4 text-sm"
                markClassName="size-4 text-(--module)"
              />
            </div>
          </>
        )}
      </RevealList>
    </Section>
  )
}
