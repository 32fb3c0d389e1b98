// The named URLs, generated from the route table at build time by scripts/route-modules.ts.
declare module 'virtual:msd/paths' {
  /** Typed by name in src/shared/paths.ts (NamedPaths, derived from the table). */
  const paths: Readonly<Record<string, string>>;
  export default paths;
}
