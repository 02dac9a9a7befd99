import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { sourceFiles } from '../source-files.js';

// `colabora/no-import-circle`: no file may reach itself through imports, type-only imports included (a circle of
// types is still two concepts tangled). The whole tree's graph is read once per lint run with TypeScript's own
// import scanner, so the rule costs about a second, where import-x's no-cycle (values only) took a minute and a half.

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const SOURCE_DIRS = ['packages', 'stacks', 'e2e', 'bench', 'infra-tests', 'scripts'];
const EXTENSIONS = ['.ts', '.tsx'];
/** Workspace packages export `./*` from `./src/*.ts`; the SPA's `@/` is its `src/`. */
const PACKAGE_PREFIX = /^@colabora\/(core|functions|local|web)\/(.+)$/;

function asFile(base) {
  for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

function resolve(specifier, importer) {
  if (specifier.startsWith('.')) return asFile(path.resolve(path.dirname(importer), specifier));
  const inPackage = PACKAGE_PREFIX.exec(specifier);
  if (inPackage) return asFile(path.join(ROOT, 'packages', inPackage[1], 'src', inPackage[2]));
  if (specifier.startsWith('@/') && importer.startsWith(path.join(ROOT, 'packages/web/'))) {
    return asFile(path.join(ROOT, 'packages/web/src', specifier.slice(2)));
  }
  return undefined;
}

/** Tarjan's strongly connected components: each file in a circle maps to its circle's files. */
function circles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const circleOf = new Map();
  let next = 0;
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) !== index.get(file)) return;
    const members = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      members.push(member);
    } while (member !== file);
    const selfImport = (graph.get(file) ?? []).includes(file);
    if (members.length > 1 || selfImport) for (const m of members) circleOf.set(m, members);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circleOf;
}

let cached;
function houseCircles() {
  if (cached) return cached;
  const graph = new Map();
  for (const dir of SOURCE_DIRS) {
    if (!existsSync(path.join(ROOT, dir))) continue;
    for (const file of sourceFiles(path.join(ROOT, dir))) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      graph.set(file, importedFiles.map(({ fileName }) => resolve(fileName, file)).filter(Boolean));
    }
  }
  cached = circles(graph);
  return cached;
}

const relative = (file) => path.relative(ROOT, file);

export const noImportCircle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbids import circles, type-only imports included.' },
    schema: [],
    messages: { circle: 'Import circle: {{files}}. Move what both need into a module both import.' },
  },
  create(context) {
    const file = context.filename;
    const circle = houseCircles().get(file);
    if (!circle) return {};
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return;
      const target = resolve(specifier, file);
      if (target && circle.includes(target)) {
        context.report({ node, messageId: 'circle', data: { files: circle.map(relative).sort().join(' ↔ ') } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
