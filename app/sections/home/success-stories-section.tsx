import type { CommonContent } from "#app/content/common/types.ts"
import type { HomeContent, StoryGroup } from "#app/content/home/types.ts"
import { Carousel } from "#app/components/ui/carousel.tsx"
import { SectionHeading } from "#app/components/ui/section-heading.tsx"
import { TestimonialCard } from "#app/components/ui/testimonial-card.tsx"
import { cn } from "#app/lib/cn.ts"
import { HomeIcon } from "./home-icon.tsx"

interface SuccessStoriesSectionProps {
  readonly content: HomeContent["stories"]
  /** Button and rating labels of the carousels. */
  readonly labels: CommonContent["carousel"]
  readonly className?: string
}

const accents: Record<StoryGroup["id"], { icon: string; initials: string }> = {
  hosting: { icon: "bg-sky text-brand", initials: "bg-sky text-brand-deep" },
  clinic: {
    icon: "bg-teal/10 text-teal-deep",
    initials: "bg-teal/10 text-teal-deep",
  },
  ai: {
    icon: "bg-violet/10 text-violet-deep",
    initials: "bg-violet/10 text-violet-deep",
  },
}

/** Testimonials in three looping carousels: hosting, clinic software, AI. */
export function SuccessStoriesSection({
  content,
  labels,
  className,
}: SuccessStoriesSectionProps) {
  return (
    <section
      id="success-stories"
      aria-labelledby="success-stories-title"
      className={cn("bg-white section-y", className)}
    >
      <div className="container-page">
        <SectionHeading content={content.intro} id="success-stories-title" />
        <div className="mt-12 space-y-16 lg:mt-16 lg:space-y-20">
          {content.groups.map((group) => (
            <div key={group.id} data-group={group.id} data-reveal>
              <div className="flex flex-col gap-4 border-b border-slate-200 pb-5 sm:flex-row sm:items-end sm:justify-between">
                <h3 className="flex items-center gap-3 text-xl font-bold text-ink sm:text-2xl">
                  <span
                    className={cn(
                      "inline-flex size-11 items-center justify-center rounded-xl",
                      accents[group.id].icon,
                    )}
                  >
                    <HomeIcon name={group.icon} className="size-5" />
                  </span>
                  {group.title}
                </h3>
                <p className="flex items-baseline gap-3 sm:text-right">
                  <span className="text-3xl font-extrabold tracking-tight text-brand-deep">
                    {group.stat.value}
                  </span>
                  <span className="text-sm text-slate-600">
                    {group.stat.label}
                  </span>
                </p>
              </div>
              <Carousel
                label={group.carouselLabel}
                previousLabel={labels.previous}
                nextLabel={labels.next}
                className="mt-6"
                slideClassName="basis-full pt-2 pb-8 md:basis-1/2 lg:basis-1/3"
                slides={group.testimonials.map((testimonial) => (
                  <TestimonialCard
                    key={testimonial.name}
                    testimonial={testimonial}
                    ratingLabel={labels.rating}
                    accentClassName={accents[group.id].initials}
                  />
                ))}
              />
            </div>
          ))}
        </div>
      </div>
    </section>
  )
}
