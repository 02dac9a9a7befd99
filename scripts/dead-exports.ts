import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { sourceFiles } from './source-files.js';

// Fails on an exported function, class, constant, type or enum whose name no other code mentions: dead code that
// the compiler's noUnusedLocals cannot see because of the `export`. It reads names, not meanings (a name also used
// for something else elsewhere hides a dead export), and parses without type-checking, so it takes seconds.
// Default exports are left out: tools (Vitest, Vite, SST) load them by file.

const ROOT = join(import.meta.dirname, '..');
/** `export`, not `export default`. */
function isExported(node: ts.Node): boolean {
  const kinds = ts.canHaveModifiers(node) ? (ts.getModifiers(node) ?? []).map((modifier) => modifier.kind) : [];
  return kinds.includes(ts.SyntaxKind.ExportKeyword) && !kinds.includes(ts.SyntaxKind.DefaultKeyword);
}

/** The names a top-level statement exports by declaring them. */
function exportedNames(statement: ts.Statement): ts.Identifier[] {
  if (!isExported(statement)) return [];
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.flatMap((declaration) => (ts.isIdentifier(declaration.name) ? [declaration.name] : []));
  }
  if (
    ts.isFunctionDeclaration(statement) ||
    ts.isClassDeclaration(statement) ||
    ts.isInterfaceDeclaration(statement) ||
    ts.isTypeAliasDeclaration(statement) ||
    ts.isEnumDeclaration(statement)
  ) {
    return statement.name ? [statement.name] : [];
  }
  return [];
}

const uses = new Map<string, number>();
const exported: { name: string; where: string }[] = [];
for (const file of sourceFiles(ROOT)) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const count = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) uses.set(node.text, (uses.get(node.text) ?? 0) + 1);
    ts.forEachChild(node, count);
  };
  count(source);
  for (const statement of source.statements) {
    for (const name of exportedNames(statement)) {
      const { line } = source.getLineAndCharacterOfPosition(name.getStart(source));
      exported.push({ name: name.text, where: `${relative(ROOT, file)}:${line + 1}` });
    }
  }
}

// The declaration itself is the one mention a dead export has.
const dead = exported.filter(({ name }) => uses.get(name) === 1);
for (const { name, where } of dead) console.error(`${where}: '${name}' is exported and used nowhere`);
process.exitCode = dead.length === 0 ? 0 : 1;
