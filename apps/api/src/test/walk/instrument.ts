/**
 * A Vite plugin for the walk tests (project api-walk only): every function of the API's sources and of
 * the domain package starts by telling the walk recorder which file and function it is
 * (`globalThis.__arcanesWalk?.(file, name)`). Nothing else changes; with no recorder installed the call
 * is a property read. See walk.ts for what is recorded.
 */
import path from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

/** The sources whose functions are instrumented: the API and the domain package (not tests). */
function instrumented(root: string, id: string): string | null {
  const file = id.split('?')[0]!;
  if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file.endsWith('.d.ts')) return null;
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (rel.startsWith('apps/api/src/test/')) return null;
  return rel.startsWith('apps/api/src/') || rel.startsWith('packages/domain/src/') ? rel : null;
}

function nameOf(node: ts.Node, sf: ts.SourceFile): string {
  if ((ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node)) && node.name) return node.name.text;
  if (ts.isMethodDeclaration(node) || ts.isGetAccessor(node) || ts.isSetAccessor(node))
    return node.name.getText(sf);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText(sf);
  return '(anonymous)';
}

/** The source with the recorder's call at the start of every function body. */
export function instrumentSource(code: string, file: string): string {
  const sf = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const inserts: { at: number; text: string }[] = [];
  const hook = (name: string) =>
    `globalThis.__arcanesWalk?.(${JSON.stringify(file)}, ${JSON.stringify(name)})`;
  const visit = (node: ts.Node) => {
    if (
      (ts.isFunctionDeclaration(node) ||
        ts.isFunctionExpression(node) ||
        ts.isArrowFunction(node) ||
        ts.isMethodDeclaration(node) ||
        ts.isGetAccessor(node) ||
        ts.isSetAccessor(node)) &&
      node.body
    ) {
      const name = nameOf(node, sf);
      if (ts.isBlock(node.body)) inserts.push({ at: node.body.getStart(sf) + 1, text: `${hook(name)};` });
      else {
        inserts.push({ at: node.body.getStart(sf), text: `(${hook(name)}, ` });
        inserts.push({ at: node.body.getEnd(), text: ')' });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  let out = code;
  for (const { at, text } of inserts.sort((a, b) => b.at - a.at))
    out = out.slice(0, at) + text + out.slice(at);
  return out;
}

export function walkInstrumentation(root: string): Plugin {
  return {
    name: 'arcanes-walk-instrumentation',
    enforce: 'pre',
    transform(code, id) {
      const file = instrumented(root, id);
      return file ? { code: instrumentSource(code, file), map: null } : null;
    },
  };
}
