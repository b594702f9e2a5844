/** The names of app/styles/theme.css's colours (`--color-<name>`) as `ink|brand|…`, from the plugin in app/styles/theme-colours.ts. */
declare module "virtual:theme-colours" {
  export const themeColourPattern: string
}
