import { route, type RouteConfig } from "@react-router/dev/routes"
import { pageRoutes } from "./config/pages.ts"

/** One route per page and language, all from config/pages.ts; unknown paths fall to the not-found page. */
export default [
  ...pageRoutes
    .filter((r) => r.pageId !== "notFound")
    .map((r) => route(r.path, r.file, { id: `${r.pageId}.${r.locale}` })),
  route("*", "routes/not-found.tsx", { id: "notFound" }),
] satisfies RouteConfig
