import { Check } from "lucide-react"
import type { CSSProperties } from "react"
import type {
  QuarryContent,
  QuarryModuleColour,
} from "#app/content/quarry/types.ts"
import { SectionHeading } from "#app/components/ui/section-heading.tsx"
import { cn } from "#app/lib/cn.ts"
import { quarryIcons } from "./quarry-icons.ts"

/** Each colour token of the module palette as its card's bar, icon tile and ticks. */
const colourClasses: Readonly<
  Record<QuarryModuleColour, { bar: string; tile: string; tick: string }>
> = {
  "quarry-amber": {
    bar: "bg-quarry-amber",
    tile: "bg-quarry-amber/10 text-quarry-amber",
    tick: "text-quarry-amber",
  },
  "stone-accent": {
    bar: "bg-stone-accent",
    tile: "bg-stone-accent/10 text-stone-accent",
    tick: "text-stone-accent",
  },
  teal: { bar: "bg-teal", tile: "bg-teal/10 text-teal", tick: "text-teal" },
  brand: {
    bar: "bg-brand",
    tile: "bg-brand/10 text-brand",
    tick: "text-brand",
  },
  violet: {
    bar: "bg-violet",
    tile: "bg-violet/10 text-violet",
    tick: "text-violet",
  },
  graphite: {
    bar: "bg-graphite",
    tile: "bg-graphite/10 text-graphite",
    tick: "text-graphite",
  },
  office: {
    bar: "bg-office",
    tile: "bg-office/10 text-office",
    tick: "text-office",
  },
  "teal-deep": {
    bar: "bg-teal-deep",
    tile: "bg-teal-deep/10 text-teal-deep",
    tick: "text-teal-deep",
  },
}

interface QuarryModulesSectionProps {
  readonly content: QuarryContent["modules"]
  readonly className?: string
}

/** The eight detailed modules, each a card in its own colour with its feature list. */
export function QuarryModulesSection({
  content,
  className,
}: QuarryModulesSectionProps) {
  return (
    <section
      id="modulos"
      aria-labelledby="modulos-title"
      className={cn("bg-stone-50 section-y", className)}
    >
      <div className="container-page">
        <SectionHeading
          id="modulos-title"
          content={content.intro}
          eyebrowClassName="text-amber-800"
        />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:mt-14 lg:grid-cols-4">
          {content.items.map((module, i) => {
            const Icon = quarryIcons[module.icon]
            const colour = colourClasses[module.colour]
            return (
              <li
                key={module.title}
                data-reveal
                data-testid="quarry-module"
                data-colour={module.colour}
                style={
                  { "--reveal-delay": `${(i % 4) * 0.1}s` } as CSSProperties
                }
                className="flex flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-raised"
              >
                <span aria-hidden="true" className={cn("h-1.5", colour.bar)} />
                <div className="flex flex-1 flex-col p-6">
                  <div className="flex items-center gap-3">
                    <span
                      className={cn(
                        "inline-flex size-11 shrink-0 items-center justify-center rounded-xl",
                        colour.tile,
                      )}
                    >
                      <Icon className="size-5" aria-hidden="true" />
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
                          className={cn("mt-0.5 size-4 shrink-0", colour.tick)}
                          aria-hidden="true"
                        />
                        {feature}
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
