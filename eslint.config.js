// @ts-check
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import convexPlugin from "@convex-dev/eslint-plugin";
import reactHooks from "eslint-plugin-react-hooks";
import reactRefresh from "eslint-plugin-react-refresh";
import globals from "globals";
import tseslint from "typescript-eslint";
import noImportCycle from "./eslint-rules/no-import-cycle.js";

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
    // No import cycle anywhere, type imports included (eslint-rules/no-import-cycle.js).
    files: ["**/*.{ts,tsx}"],
    plugins: { local: { rules: { "no-import-cycle": noImportCycle } } },
    rules: { "local/no-import-cycle": "error" },
  },
  {
    files: ["eslint.config.js", "eslint-rules/**/*.js"],
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
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/hooks/use-url-params.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...[
          "VariableDeclarator[init.callee.name='useSearchParams'] > ArrayPattern[elements.length>1]",
          "MemberExpression[object.callee.name='useSearchParams'][property.value=1]",
        ].map((selector) => ({
          selector,
          message:
            "Write the URL's search params with hooks/use-url-params.ts: setSearchParams(updater) starts from the last render and drops a change not yet rendered.",
        })),
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
