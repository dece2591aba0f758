// @ts-check
import { relative } from "node:path";
import ts from "typescript";

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
      relative(context.cwd, f.fileName);
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

export default noImportCycle;
