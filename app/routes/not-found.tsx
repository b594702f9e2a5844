import { notFoundContent } from "#app/content/not-found/index.ts"
import { useLogNotFound } from "#app/hooks/use-log-not-found.ts"
import { PageMain } from "#app/components/ui/page-main.tsx"
import { buildMeta } from "#app/lib/meta.ts"
import { pageLoader } from "#app/lib/page-route.ts"
import { PageHeroSection } from "#app/sections/shared/page-hero-section.tsx"
import { staticPageHandle } from "#app/lib/page-handle.ts"
import type { Route } from "./+types/not-found"

/** Prerendered at /404 and /en/404; the server answers unknown paths with it and status 404. */
export const loader = pageLoader("notFound", notFoundContent)

/** Nothing on this page needs script: it ships none. */
export const handle = staticPageHandle

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...buildMeta(loaderData?.head).filter((tag) => !("tagName" in tag)),
  { name: "robots", content: "noindex" },
]

export default function NotFoundPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData
  useLogNotFound()
  return (
    <PageMain>
      <PageHeroSection content={content.hero} className="min-h-[70vh]" />
    </PageMain>
  )
}
