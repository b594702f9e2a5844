import { useContext, type ReactNode } from "react"
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext as FrameworkContext,
  useMatches,
  useRouteLoaderData,
} from "react-router"
import type { Route } from "./+types/root"
import appCss from "./app.css?url"
import faviconSvg from "../public/favicon.svg?raw"
import { PageFrame } from "./components/layout/page-frame.tsx"
import { localeTag } from "./config/locales.ts"
import { findPageRoute, pages } from "./config/pages.ts"
import { commonContent } from "./content/common/index.ts"
import type { FrameData } from "./hooks/use-common.ts"
import { localeFromPath } from "./lib/i18n.ts"
import { APP_ID, PAGE_DATA_ID, pageDataJson, viewOf } from "./lib/page-data.ts"
import {
  currentYearScript,
  isStaticPage,
  logNotFoundScript,
} from "./lib/page-handle.ts"
import { HERO_ID } from "./sections/shared/page-hero-section.tsx"

/**
 * Nothing is preloaded: the stylesheet is the one file the first paint waits
 * for, with the web font it names (app/styles/fonts.css); the icons are
 * drawn from symbols in the page itself (app/components/ui/icon-sheet.ts).
 * There is no web app manifest: the site is a website, not an app, and a
 * manifest is one more file a phone fetches during the first load; a
 * shortcut added to a home screen takes the page's title and these icons.
 * The favicon (250 bytes) is written into the page as a data URL, so that the
 * browser does not fetch it while the page is still loading; /favicon.svg
 * stays for others that name it.
 */
export const links: Route.LinksFunction = () => [
  {
    rel: "icon",
    href: `data:image/svg+xml,${encodeURIComponent(faviconSvg.trim())}`,
    type: "image/svg+xml",
  },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  // No frame before the hero is parsed (where the browser supports it): a long
  // page parsed in parts showed its header alone first, and then the hero.
  { rel: "expect", href: `#${HERO_ID}`, blocking: "render" },
]

/** Runs at prerender: the page's language, which page it is, and the shared strings of that language. */
export function loader({ request }: Route.LoaderArgs): FrameData {
  const pathname = new URL(request.url).pathname
  const route = findPageRoute(pathname)
  const locale = route?.locale ?? localeFromPath(pathname)
  return {
    locale,
    pageId: route?.pageId ?? "notFound",
    common: commonContent[locale],
    buildYear: new Date().getFullYear(),
  }
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root")
  const locale = data?.locale ?? "es"
  const matches = useMatches()
  const framework = useContext(FrameworkContext)
  return (
    <html lang={localeTag[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0B1B32" />
        {/* With a precedence, React writes the stylesheet ahead of the script preloads in <head>,
            so that on a slow connection the one render-blocking file is not queued behind them. */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Meta />
        <Links />
      </head>
      {/* The page's accent (config/pages.ts): header, sections, forms and chat inherit its colours. */}
      <body data-accent={pages[data?.pageId ?? "notFound"].accent}>
        <div id={APP_ID} className="contents">
          {children}
        </div>
        {!isPrerendering || framework?.isSpaMode ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : isStaticPage(matches) || !data ? (
          <StaticPageScript isNotFound={data?.pageId === "notFound"} />
        ) : (
          <PageScript
            frame={data}
            pageData={matches.at(-1)?.data}
            entry={framework?.manifest.entry.module}
          />
        )}
      </body>
    </html>
  )
}

/**
 * A prerendered page carries no React Router scripts. A page that hydrates
 * gets its data as a JSON block and, once built, an inline loader in place
 * of the entry module named here, which starts app/hydrate.tsx after the
 * first paint; that hydrates `#app` with React alone (decision record 0009,
 * scripts/build/hydration-loader.ts). A page whose
 * route says `hydrate: false` gets only the few bytes it needs inline,
 * allowed by the page's CSP hashes (decision record 0008). The development
 * server, which renders on request, keeps React Router's scripts, and so does
 * the root-only shell React Router prerenders besides the pages (unused).
 */
const isPrerendering = typeof document === "undefined" && !import.meta.env.DEV

function PageScript({
  frame,
  pageData,
  entry,
}: {
  readonly frame: FrameData
  readonly pageData: unknown
  readonly entry: string | undefined
}) {
  const json = pageDataJson({
    view: viewOf(pages[frame.pageId].file),
    frame,
    loaderData: pageData,
  })
  return (
    <>
      <script
        id={PAGE_DATA_ID}
        type="application/json"
        // Escaped JSON (pageDataJson), never run: React would escape it as text.
        // eslint-disable-next-line react/no-danger
        dangerouslySetInnerHTML={{ __html: json }}
      />
      <script type="module" src={entry} />
    </>
  )
}

function StaticPageScript({ isNotFound }: { readonly isNotFound: boolean }) {
  const code = isNotFound
    ? `${currentYearScript};${logNotFoundScript}`
    : currentYearScript
  // Fixed code from this module, never data: React would escape its quotes as text.
  // eslint-disable-next-line react/no-danger
  return <script dangerouslySetInnerHTML={{ __html: code }} />
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <PageFrame frame={loaderData}>
      <Outlet />
    </PageFrame>
  )
}
