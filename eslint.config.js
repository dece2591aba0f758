// @ts-check
import { readdirSync } from "node:fs";
import { relative } from "node:path";
import js from "@eslint/js";
import convexPlugin from "@convex-dev/eslint-plugin";
import reactHooks from "eslint-plugin-react-hooks";
import reactRefresh from "eslint-plugin-react-refresh";
import globals from "globals";
import ts from "typescript";
import tseslint from "typescript-eslint";

/**
 * Import boundaries (bulletproof-react style): code flows one way,
 *   components/ui -> components, hooks, lib, config -> features/* -> app.
 * No feature imports another feature. local-backend/ and the app never import each other.
 */
const features = (() => {
  try {
    return readdirSync("src/features", { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
})();

/** @param {string} message @param {string[]} regexes */
const restrict = (message, ...regexes) =>
  regexes.map((regex) => ({ regex, message }));

const UP = String.raw`^(?:@/|(?:\.\./)+)`;
const noAppOrFeatures = restrict(
  "Shared layers (components, hooks, lib, config) may not import from features/ or app/.",
  `${UP}(?:features|app)(?:/|$)`,
);
const noBackend = restrict(
  "The app and the local backend never import each other.",
  String.raw`(?:^|/)local-backend(?:/|$)`,
);

/**
 * The modules `file` names: imports and re-exports (`import type` too), `import x =
 * require()`, `import()` and `import("…")` types, each with the node that names it.
 * @param {ts.SourceFile} file
 */
function moduleReferences(file) {
  /** @type {{ specifier: string; node: ts.Node }[]} */
  const found = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    let named;
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node))
      named = node.moduleSpecifier;
    else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference)
    )
      named = node.moduleReference.expression;
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword
    )
      named = node.arguments[0];
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      named = node.argument.literal;
    if (named && ts.isStringLiteralLike(named))
      found.push({ specifier: named.text, node: named });
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Per program: each file's module references resolved to the files they name. */
const moduleGraphs = new WeakMap();

/**
 * The project's files that `file` names, as `program` resolves them. Packages,
 * declaration files and Convex's generated `_generated/` modules are left out: they
 * are not this repository's modules to order, and `_generated/api` names every
 * function module by design, so each function that calls another through `api` would
 * close a loop through it.
 * @param {ts.Program} program
 * @param {ts.SourceFile} file
 */
function namedFiles(program, file) {
  let graph = moduleGraphs.get(program);
  if (!graph) {
    const options = program.getCompilerOptions();
    const cache = ts.createModuleResolutionCache(
      program.getCurrentDirectory(),
      (name) => name,
      options,
    );
    graph = { options, cache, edges: new Map() };
    moduleGraphs.set(program, graph);
  }
  let edges = graph.edges.get(file.fileName);
  if (!edges) {
    edges = [];
    for (const reference of moduleReferences(file)) {
      const { resolvedModule } = ts.resolveModuleName(
        reference.specifier,
        file.fileName,
        graph.options,
        ts.sys,
        graph.cache,
      );
      if (
        !resolvedModule ||
        resolvedModule.isExternalLibraryImport ||
        resolvedModule.extension === ts.Extension.Dts ||
        resolvedModule.resolvedFileName.includes("/_generated/")
      )
        continue;
      const target = program.getSourceFile(resolvedModule.resolvedFileName);
      if (target) edges.push({ target, node: reference.node });
    }
    graph.edges.set(file.fileName, edges);
  }
  return edges;
}

/**
 * No import cycle, `import type` included. `import-x/no-cycle` skips type-only imports
 * (they vanish at run time) and has no option to count them, yet two modules that name
 * each other's types cannot be read, changed or moved one at a time either. This rule
 * walks the module graph of the program that type-aware linting already built, so
 * references resolve as the compiler resolves them and no file is parsed twice.
 * @type {import("eslint").Rule.RuleModule}
 */
const noImportCycle = {
  meta: {
    type: "problem",
    schema: [],
    messages: { cycle: "Import cycle: {{route}}" },
  },
  create(context) {
    const program = context.sourceCode.parserServices?.program;
    const file = program?.getSourceFile(context.physicalFilename);
    if (!program || !file) return {};
    const name = (/** @type {ts.SourceFile} */ f) =>
      relative(program.getCurrentDirectory(), f.fileName);
    return {
      Program() {
        for (const { target, node } of namedFiles(program, file)) {
          // Breadth first from what this reference names, back to this file.
          const cameFrom = new Map([[target, file]]);
          const queue = [target];
          let back = target === file ? file : null;
          for (let i = 0; i < queue.length && !back; i++) {
            for (const edge of namedFiles(program, queue[i])) {
              if (edge.target === file) back = queue[i];
              if (back || cameFrom.has(edge.target)) continue;
              cameFrom.set(edge.target, queue[i]);
              queue.push(edge.target);
            }
          }
          if (!back) continue;
          const route = [file];
          for (let at = back; at !== file; at = cameFrom.get(at))
            route.splice(1, 0, at);
          route.push(file);
          context.report({
            loc: {
              start: context.sourceCode.getLocFromIndex(node.getStart(file)),
              end: context.sourceCode.getLocFromIndex(node.getEnd()),
            },
            messageId: "cycle",
            data: { route: route.map(name).join(" -> ") },
          });
        }
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "coverage/**",
      ".data/**",
      "node_modules/**",
      "convex/_generated/**",
      "tests/conformance/convex/_generated/**",
      "tests/components/convex/**/_generated/**",
      "playwright-report/**",
      "test-results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports" },
      ],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      eqeqeq: ["error", "smart"],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    // No import cycle anywhere, type imports included (`noImportCycle` above).
    files: ["**/*.{ts,tsx}"],
    plugins: { local: { rules: { "no-import-cycle": noImportCycle } } },
    rules: { "local/no-import-cycle": "error" },
  },
  {
    files: ["eslint.config.js"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Classic browser scripts served as they are (public/theme-init.js).
    files: ["public/**/*.js"],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      sourceType: "script",
      globals: globals.browser,
    },
  },

  // ---- convex/: the app backend ----
  {
    files: ["convex/**/*.ts"],
    plugins: { "@convex-dev": convexPlugin },
    rules: {
      "@convex-dev/no-old-registered-function-syntax": "error",
      "@convex-dev/require-args-validator": "error",
      "@convex-dev/explicit-table-ids": "error",
      "@convex-dev/no-filter-in-query": "error",
      "@convex-dev/no-collect-in-query": "error",
      "@convex-dev/no-schema-import-cycle": "error",
      "@convex-dev/no-duplicate-indexes": "error",
      "@convex-dev/no-process-env": "error",
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...restrict(
              "convex/ is deployed on its own: it may not import from the web app.",
              String.raw`^(?:@/|(?:\.\./)+src/)`,
            ),
            ...noBackend,
          ],
        },
      ],
    },
  },
  {
    files: ["convex/auth.config.ts"],
    rules: { "@convex-dev/no-process-env": "off" },
  },

  // ---- src/: the web app ----
  {
    files: ["src/**/*.{ts,tsx}"],
    languageOptions: { globals: globals.browser },
    plugins: { "react-hooks": reactHooks, "react-refresh": reactRefresh },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      "react-refresh/only-export-components": [
        "error",
        { allowConstantExport: true },
      ],
      "no-restricted-imports": ["error", { patterns: noBackend }],
    },
  },
  {
    files: ["src/components/ui/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "convex/react",
              message:
                "components/ui holds no data: query in features/ or app/.",
            },
          ],
          patterns: [
            ...noAppOrFeatures,
            ...noBackend,
            ...restrict(
              "components/ui is the lowest layer: only lib/ and other ui/ files.",
              String.raw`^@/(?:components/(?!ui/)|hooks/|config/)`,
              String.raw`^@convex/`,
            ),
          ],
        },
      ],
    },
  },
  {
    files: ["src/components/**", "src/hooks/**", "src/lib/**", "src/config/**"],
    ignores: ["src/components/ui/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [...noAppOrFeatures, ...noBackend] },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...restrict(
              "Features may not import app/: the app composes features, not the reverse.",
              `${UP}app(?:/|$)`,
            ),
            ...restrict(
              `Feature '${feature}' may not import another feature; move shared code down to components/, hooks/ or lib/.`,
              `^@/features/(?!${feature}(?:/|$))`,
              String.raw`^(?:\.\./)+features/(?!` + feature + "(?:/|$))",
            ),
            ...noBackend,
          ],
        },
      ],
    },
  })),

  // ---- local-backend/: imports nothing from the app ----
  {
    files: ["local-backend/**/*.ts"],
    languageOptions: { globals: globals.node },
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: restrict(
            "local-backend/ loads convex/ at run time; it never imports the app.",
            String.raw`^(?:@/|@convex/|(?:\.\./)+(?:src|convex)/)`,
          ),
        },
      ],
    },
  },
  {
    // The engine's functions stay readable in one screen;
    // tests, whose tables of cases run long, are not held to it.
    files: ["local-backend/**/*.ts"],
    ignores: ["local-backend/**/*.test.ts"],
    rules: {
      "max-lines-per-function": [
        "error",
        { max: 80, skipBlankLines: true, skipComments: true },
      ],
    },
  },
  {
    files: ["scripts/**", "tests/**", "bench/**", "*.config.ts"],
    languageOptions: { globals: globals.node },
    rules: { "no-console": "off" },
  },
);
