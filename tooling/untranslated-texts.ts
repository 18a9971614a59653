import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

// Every text a screen shows comes from a message catalogue. This finds the texts
// written straight into the web app's JSX: text between tags, and string literals given to
// attributes that a person reads or hears.

/** Attributes whose value people read (or a screen reader speaks). */
const READ_ATTRIBUTES = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'alt',
  'description',
  'hint',
  'helperText',
  'emptyText',
  'emptyMessage',
  'confirmLabel',
  'cancelLabel',
  'submitLabel',
  'loadingLabel',
  'text',
  'message',
]);

/** Texts that read the same in every language. */
const SAME_IN_EVERY_LANGUAGE = new Set(['KhataBill', 'UPI', 'WhatsApp', 'OK', '₹', '%']);

export type UntranslatedText = { file: string; line: number; text: string };

const WORD = /[A-Za-z]{2}/;

/** Whether a text has words to translate, once the words every language shares are left out. */
function isReadText(text: string): boolean {
  return text.split(/\s+/).some((word) => !SAME_IN_EVERY_LANGUAGE.has(word) && WORD.test(word));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

export function findUntranslatedTexts(root: string): UntranslatedText[] {
  const found: UntranslatedText[] = [];
  for (const path of sourceFiles(root)) {
    const source = ts.createSourceFile(
      path,
      readFileSync(path, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    );
    const report = (node: ts.Node, text: string) =>
      found.push({
        file: relative(root, path),
        line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
        text: text.trim().slice(0, 60),
      });
    const visit = (node: ts.Node): void => {
      if (ts.isJsxText(node) && isReadText(node.text)) report(node, node.text);
      if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(source))) {
        const value = node.initializer;
        const literal =
          value && ts.isJsxExpression(value) && value.expression ? value.expression : value;
        if (
          literal &&
          (ts.isStringLiteral(literal) || ts.isNoSubstitutionTemplateLiteral(literal)) &&
          isReadText(literal.text)
        ) {
          report(literal, literal.text);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
