/**
 * What a `.astro` file exports, for `tsc`, which does not read those files
 * (`astro check` types their insides): a component Astro can render, as the
 * tests do with its container.
 */
declare module "*.astro" {
  const Component: import("astro/runtime/server/index.js").AstroComponentFactory
  export default Component
}
