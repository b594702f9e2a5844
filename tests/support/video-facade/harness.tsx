import { createMemoryRouter, RouterProvider } from "react-router"
import { VideoFacade } from "#app/components/ui/video-facade.tsx"
import { commonContent } from "#app/content/common/index.ts"

/** A video id as the owner would configure it in app/config/site.ts. */
export const CONFIGURED_VIDEO_ID = "TRABEM-demo"

const rootData = { locale: "es", common: commonContent.es } as const

/**
 * The video facade with a configured video, inside a router that already
 * holds the root loader's data: the same tree renders to HTML in Node and
 * hydrates in the browser.
 */
export function VideoFacadePage() {
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        loader: () => rootData,
        Component: () => (
          <main>
            <VideoFacade
              videoId={CONFIGURED_VIDEO_ID}
              title="Cómo se pide cita"
              poster={<svg viewBox="0 0 16 9" />}
            />
          </main>
        ),
      },
    ],
    { hydrationData: { loaderData: { root: rootData } } },
  )
  return <RouterProvider router={router} />
}
